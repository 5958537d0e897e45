import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const SEARCH_TEXT = 'zanzibarquokka';
const TOKEN = 'a-metrics-token-long-enough';

/** The value of one series, found by its name and exact labels (in the order prom-client prints them). */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Every label value in the scrape. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/[a-z_]+="([^"]*)"/g)].map((m) => m[1] ?? '');
}

const scrape = (
  app: FastifyInstance,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', ...options });

describe.skipIf(skipDatabaseSuite)('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A fixed clock: the session and catalogue caches keep their answers however slow the machine is.
    const fixed = new Date('2026-11-22T10:00:05Z');
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MIN: '3' }, { now: () => fixed });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts a small journey by route pattern, cache, rate-limit policy, import and job, and leaks no identity', async () => {
    const { agent, user } = await signedInAgent(t.app, 'metrics', '198.51.100.20');
    expect((await agent.get(`/api/v1/search/movie/${SEARCH_TEXT}`)).status).toBe(200);
    expect((await agent.get('/api/v1/movies/trending')).status).toBe(200);
    expect((await agent.get('/api/v1/movies/trending')).status).toBe(200);
    expect((await agent.get(`/api/v1/nothing-here/${user.email}`)).status).toBe(404);
    const stranger = await new Agent(t.app, '198.51.100.21').prime();
    const attempts = [];
    for (let i = 0; i < 4; i++) {
      attempts.push(
        (await stranger.post('/api/v1/auth/signin', { email: user.email, password: 'not the password' }))
          .status,
      );
    }
    expect(attempts).toEqual([400, 400, 400, 429]);
    const imported = await agent.request('POST', '/api/v1/user/import', {
      rawBody: 'Date,Name,Year,Letterboxd URI\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status).toBe(200);
    const unreadable = await agent.request('POST', '/api/v1/user/import', {
      rawBody: 'not,an,export\n1,2,3\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(unreadable.status).toBe(400);
    await t.app.jobs.tick();

    const reply = await scrape(t.app);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = reply.body;

    const requests = (route: string, method: string, status: number) =>
      seriesValue(
        text,
        `http_request_duration_seconds_count{route="${route}",method="${method}",status_code="${status}"}`,
      );
    expect(requests('/api/v1/auth/signup', 'POST', 201)).toBe(1);
    expect(requests('/api/v1/search/movie/:query', 'GET', 200)).toBe(1);
    expect(requests('/api/v1/movies/trending', 'GET', 200)).toBe(2);
    expect(requests('/api/v1/auth/signin', 'POST', 429)).toBe(1);
    expect(requests('(unmatched)', 'GET', 404)).toBe(1);

    expect(
      seriesValue(text, 'kinora_cache_reads_total{cache="catalogue",result="hit"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(text, 'kinora_cache_reads_total{cache="catalogue",result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(text, 'kinora_cache_reads_total{cache="session",result="hit"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(text, 'kinora_cache_reads_total{cache="session",result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'kinora_rate_limit_refusals_total{policy="sign-in-per-address"}')).toBe(1);
    expect(seriesValue(text, 'kinora_imports_started_total')).toBe(2);
    expect(seriesValue(text, 'kinora_imports_finished_total')).toBe(1);
    expect(seriesValue(text, 'kinora_imports_failed_total')).toBe(1);
    expect(seriesValue(text, 'kinora_job_runs_total{job="prune-sessions"}')).toBe(1);
    expect(seriesValue(text, 'kinora_job_runs_total{job="prune-rate-limits"}')).toBe(1);
    expect(seriesValue(text, 'kinora_job_failures_total{job="prune-sessions"}')).toBeUndefined();
    expect(
      seriesValue(text, 'kinora_db_query_duration_seconds_count{operation="insert",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(
      seriesValue(text, 'kinora_db_query_duration_seconds_count{operation="select",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(seriesValue(text, 'kinora_db_queries_in_flight')).toBe(0);
    expect(seriesValue(text, 'kinora_db_pool_max_connections')).toBe(t.databaseUrl === 'memory://' ? 1 : 10);
    // The welcome e-mail of the sign-up went through the queue; the gauges are read at the scrape.
    expect(seriesValue(text, 'kinora_mail_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'kinora_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'kinora_mail_queue_failed')).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');

    const labels = labelValues(text);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label).not.toContain(user.email);
      expect(label).not.toContain(user.id);
      expect(label).not.toContain(SEARCH_TEXT);
      expect(label).not.toContain('nothing-here');
    }
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(SEARCH_TEXT);
  });

  it('without a token answers only a peer on this machine, whatever X-Forwarded-For claims', async () => {
    expect((await scrape(t.app, { remoteAddress: '::1' })).statusCode).toBe(200);
    const remote = await scrape(t.app, { remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const claimed = await scrape(behindProxy.app, {
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(claimed.statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('with METRICS_TOKEN asks every scraper, local or not, for the bearer token', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const bare = await scrape(guarded.app);
      expect(bare.statusCode).toBe(401);
      expect(bare.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(bare.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const wrong = await scrape(guarded.app, { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.statusCode).toBe(401);
      const basic = await scrape(guarded.app, { headers: { authorization: `Basic ${TOKEN}` } });
      expect(basic.statusCode).toBe(401);
      const right = await scrape(guarded.app, {
        remoteAddress: '203.0.113.7',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });

  it('refuses a METRICS_TOKEN short enough to guess', async () => {
    await expect(createTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
  });
});

describe.skipIf(skipDatabaseSuite)('metrics of TMDB requests', () => {
  let upstream: Server;
  let t: TestApp;
  beforeAll(async () => {
    // A stand-in TMDB: an empty page for any list, 404 for anything else.
    upstream = createServer((request, response) => {
      const isList = request.url?.includes('/trending/');
      response.writeHead(isList ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        isList
          ? JSON.stringify({ page: 1, results: [], total_pages: 1, total_results: 0 })
          : JSON.stringify({ status_code: 34, status_message: 'not found' }),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    t = await createTestApp({ TMDB_API_KEY: 'test-key', TMDB_BASE_URL: `http://127.0.0.1:${port}/3` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('counts and times the requests sent to TMDB by outcome', async () => {
    const { agent } = await signedInAgent(t.app, 'tmdb');
    expect((await agent.get('/api/v1/movies/trending')).status).toBe(200);
    expect((await agent.get('/api/v1/movies/details/4242')).status).toBe(404);
    const text = (await scrape(t.app)).body;
    expect(seriesValue(text, 'kinora_tmdb_requests_total{outcome="2xx"}')).toBe(1);
    expect(seriesValue(text, 'kinora_tmdb_requests_total{outcome="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'kinora_tmdb_request_duration_seconds_count{outcome="2xx"}')).toBe(1);
    expect(text).not.toContain('test-key');
  });
});
