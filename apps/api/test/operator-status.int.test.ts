import { OPERATOR_STATUS } from '@kinora/domain';
import type { OperatorStatus } from '@kinora/domain/schemas';
import { type ReplayServer, startReplayServer, TEST_API_KEY } from '@kinora/tmdb/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../src/db/schema';
import { JOBS } from '../src/services/jobs/registry';
import { createInstanceHeartbeat, type InstanceHeartbeat } from '../src/services/status/instance-heartbeat';
import { signedInAgent, verifyByWelcomeMail } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite, TEST_DB } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Unique per run: the outbox folder is shared by the runs on PGlite and on Postgres. */
const RUN = `${Date.now().toString(36)}${process.pid}`;
const BOSS = `status-boss-${RUN}@example.com`;
const PASSWORD = 'long enough pass';

/** Every series of one name in a /metrics page, by its label text (`outcome="2xx"`, `cache="session",result="hit"`). */
function series(text: string, name: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`).exec(line);
    if (match?.[1] !== undefined) found[match[1]] = Number(match[2]);
  }
  return found;
}

const scrape = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;

/** What one /metrics page says of TMDB requests (by outcome) and cache reads (by cache and result). */
function countersOf(text: string) {
  const byOutcome: Record<string, number> = {};
  for (const [labels, value] of Object.entries(series(text, 'kinora_tmdb_requests_total'))) {
    byOutcome[/outcome="([^"]+)"/.exec(labels)?.[1] ?? '?'] = value;
  }
  const caches: Record<string, { hits: number; stale: number; misses: number }> = {};
  for (const [labels, value] of Object.entries(series(text, 'kinora_cache_reads_total'))) {
    const [, cache = '?', result = '?'] = /cache="([^"]+)",result="([^"]+)"/.exec(labels) ?? [];
    const row = caches[cache] ?? { hits: 0, stale: 0, misses: 0 };
    if (result === 'hit') row.hits += value;
    else if (result === 'stale') row.stale += value;
    else row.misses += value;
    caches[cache] = row;
  }
  return { byOutcome, caches };
}

function add(a: Record<string, number>, b: Record<string, number>) {
  const sum = { ...a };
  for (const [key, value] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + value;
  return sum;
}

/** The page's cache rows as the scrape's shape, leaving out caches nobody read yet. */
const cachesOnPage = (rows: OperatorStatus['totals']['caches']) =>
  Object.fromEntries(
    rows
      .filter((row) => row.hits + row.stale + row.misses > 0)
      .map(({ cache, hits, stale, misses }) => [cache, { hits, stale, misses }]),
  );

describe.skipIf(skipDatabaseSuite)('the operator status page, two instances on one database', () => {
  let tmdb: ReplayServer;
  const built: TestApp[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;
  /**
   * The second instance's reports. On Postgres it is its own heartbeat on the shared database; PGlite is one
   * process's database, so there the second app (its own registry, catalogue and caches) reports into the first's.
   */
  let secondReport: InstanceHeartbeat;
  let boss: Agent;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  const status = async (agent = boss) => {
    const reply = await agent.get('/api/v1/admin/status');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.content as OperatorStatus;
  };

  beforeAll(async () => {
    tmdb = await startReplayServer();
    const env = { ADMIN_EMAILS: BOSS, TMDB_API_KEY: TEST_API_KEY, TMDB_BASE_URL: tmdb.baseUrl };
    built.push(await createTestApp(env, { now }));
    const shared = TEST_DB === 'postgres' ? { databaseUrl: built[0]!.databaseUrl } : {};
    built.push(await createTestApp(env, { now, ...shared }));
    [first, second] = built.map((t) => t.app) as [FastifyInstance, FastifyInstance];
    secondReport =
      TEST_DB === 'postgres'
        ? second.instance
        : createInstanceHeartbeat({ ...second.deps, db: first.deps.db }, second.instance.identity);

    boss = await new Agent(first, '203.0.113.140').prime();
    expect(
      (
        await boss.post('/api/v1/auth/signup', {
          email: BOSS,
          username: `sboss${RUN}`.slice(0, 30),
          password: PASSWORD,
        })
      ).status,
    ).toBe(201);
    await verifyByWelcomeMail(first, boss, BOSS);
    expect((await boss.post('/api/v1/auth/admin/verify', { password: 'kinora-admin' })).status).toBe(200);
  });
  afterAll(async () => {
    // The first created the database (on Postgres) and drops it: it closes last.
    for (const t of [...built].reverse()) await t.close();
    await tmdb?.close();
  });

  it('lists both instances, and its sums equal the sums of their /metrics pages', async () => {
    const { agent: onFirst } = await signedInAgent(first, 'statusa');
    const { agent: onSecond } = await signedInAgent(second, 'statusb');
    expect((await onFirst.get('/api/v1/movies/trending')).status).toBe(200);
    expect((await onFirst.get('/api/v1/movies/trending')).status).toBe(200);
    expect((await onSecond.get('/api/v1/movies/trending')).status).toBe(200);
    expect((await onSecond.get('/api/v1/movies/details/550')).status).toBe(200);
    expect((await onSecond.get('/api/v1/movies/details/4242')).status).toBe(404);
    await first.jobs.tick();
    await first.deps.mail.settled();

    await first.instance.beat();
    await secondReport.beat();
    const [firstText, secondText] = [await scrape(first), await scrape(second)];
    const page = await status();

    const ids = page.instances.map((instance) => instance.id).sort();
    expect(ids).toEqual([first.jobs.holder, second.jobs.holder].sort());
    const mine = countersOf(firstText);
    const theirs = countersOf(secondText);
    // Each instance's row holds what its own /metrics said, and the totals are their sums.
    const row = (app: FastifyInstance) => page.instances.find((instance) => instance.id === app.jobs.holder)!;
    expect(row(first).tmdb.byOutcome).toEqual(mine.byOutcome);
    expect(row(second).tmdb.byOutcome).toEqual(theirs.byOutcome);
    expect(cachesOnPage(row(first).caches)).toEqual(mine.caches);
    expect(page.totals.tmdb.byOutcome).toEqual(add(mine.byOutcome, theirs.byOutcome));
    expect(page.totals.tmdb.requests).toBe(
      Object.values(add(mine.byOutcome, theirs.byOutcome)).reduce((a, b) => a + b, 0),
    );
    expect(page.totals.tmdb.byOutcome['2xx']).toBeGreaterThanOrEqual(2);
    expect(page.totals.tmdb.byOutcome['4xx']).toBeGreaterThanOrEqual(1);
    const summedCaches = { ...mine.caches };
    for (const [cache, counts] of Object.entries(theirs.caches)) {
      const sum = summedCaches[cache] ?? { hits: 0, stale: 0, misses: 0 };
      summedCaches[cache] = {
        hits: sum.hits + counts.hits,
        stale: sum.stale + counts.stale,
        misses: sum.misses + counts.misses,
      };
    }
    expect(cachesOnPage(page.totals.caches)).toEqual(summedCaches);
    expect(summedCaches.catalogue?.hits).toBeGreaterThanOrEqual(1);
    expect(page.totals.caches.map((c) => c.cache)).toEqual(expect.arrayContaining(['catalogue', 'session']));

    // TMDB answered every request, the last one 4xx or 2xx: reachable, known from what the instances saw.
    expect(page.tmdb.state).toBe('reachable');
    expect(page.tmdb.recent.requests).toBe(page.totals.tmdb.requests);
    expect(page.tmdb.lastAnswer?.instanceId).toBe(second.jobs.holder);
    // The mail queue as the metrics read it; the jobs as their leases record them.
    const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(firstText)?.[1]);
    expect(page.mailQueue).toEqual({
      depth: gauge('kinora_mail_queue_depth'),
      failed: gauge('kinora_mail_queue_failed'),
      oldestAgeSeconds: gauge('kinora_mail_queue_oldest_age_seconds'),
    });
    expect(page.jobs.map((job) => [job.name, job.runs, job.isRunning])).toEqual(
      JOBS.map((job) => [job.name, 1, false]),
    );
    const { version } = row(first);
    expect(version).toMatch(/\(schema \d{4}_/);

    // The tRPC twin answers the same page.
    const twin = (await boss.query('admin.operatorStatus')).data as OperatorStatus;
    const stable = (p: OperatorStatus) => ({
      ids: p.instances.map((i) => [i.id, i.host, i.startedAt, i.lastSeen]),
      totals: p.totals,
      tmdb: p.tmdb.state,
      mail: p.mailQueue,
      jobs: p.jobs,
    });
    expect(stable(twin)).toEqual(stable(page));
  });

  it('calls TMDB degraded once its recent answers fail, without asking TMDB itself', async () => {
    const { agent } = await signedInAgent(second, 'statusfail');
    const failure = { status: 500, body: '{}', headers: { 'retry-after': '0' } };
    tmdb.script('/movie/551', failure, failure, failure, failure);
    tmdb.script('/movie/552', failure, failure, failure, failure);
    expect((await agent.get('/api/v1/movies/details/551')).status).toBeGreaterThanOrEqual(500);
    expect((await agent.get('/api/v1/movies/details/552')).status).toBeGreaterThanOrEqual(500);
    await first.instance.beat();
    await secondReport.beat();
    const asked = tmdb.requests.length;
    const page = await status();
    expect(tmdb.requests.length).toBe(asked);
    expect(page.tmdb.state).toBe('degraded');
    expect(page.tmdb.lastAnswer?.outcome).toBe('5xx');
    expect(page.totals.tmdb.byOutcome['5xx']).toBe(8);
    expect(page.tmdb.recent.errors).toBe(8);
    expect(page.totals.tmdb.errors).toBe(8);
  });

  it('leaves off an instance that stopped reporting, prunes it later, and drops one that shut down at once', async () => {
    await first.instance.beat();
    await secondReport.beat();
    expect((await status()).instances).toHaveLength(2);

    // The second instance goes quiet (frozen, or its network is cut): after the window it is off the page and
    // out of the sums.
    offsetMs += OPERATOR_STATUS.SEEN_WINDOW_MS + 1000;
    await first.instance.beat();
    const page = await status();
    expect(page.instances.map((instance) => instance.id)).toEqual([first.jobs.holder]);
    expect(page.totals.tmdb.byOutcome).toEqual(page.instances[0]!.tmdb.byOutcome);
    expect(page.totals.tmdb.byOutcome['5xx']).toBeUndefined();
    const quiet = page.instances[0]!;
    expect(quiet.secondsSinceSeen).toBeLessThan(5);

    // It comes back: listed again. Then it goes quiet for longer than the prune age: its row is deleted.
    await secondReport.beat();
    expect((await status()).instances).toHaveLength(2);
    offsetMs += OPERATOR_STATUS.PRUNE_AFTER_MS + 1000;
    // A day later the admin password was long ago: given again.
    expect((await boss.post('/api/v1/auth/admin/verify', { password: 'kinora-admin' })).status).toBe(200);
    await first.instance.beat();
    const rows = await first.deps.db.select({ id: instances.id }).from(instances);
    expect(rows.map((r) => r.id)).toEqual([first.jobs.holder]);

    // A graceful shutdown removes the instance's row at once.
    await secondReport.beat();
    expect((await status()).instances).toHaveLength(2);
    await secondReport.stop();
    expect((await status()).instances.map((instance) => instance.id)).toEqual([first.jobs.holder]);
  });

  it('gives a non-admin, and an admin without the admin password, 403 on both doors', async () => {
    const { agent: viewer } = await signedInAgent(first, 'statusnosy');
    const unelevated = await new Agent(first, '203.0.113.141').prime();
    expect((await unelevated.post('/api/v1/auth/signin', { email: BOSS, password: PASSWORD })).status).toBe(
      200,
    );
    for (const agent of [viewer, unelevated]) {
      const rest = await agent.get('/api/v1/admin/status');
      expect(rest.status).toBe(403);
      expect(rest.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      const trpc = await agent.query('admin.operatorStatus');
      expect(trpc.status).toBe(403);
      expect(trpc.error?.appCode).toBe('FORBIDDEN');
    }
    const stranger = await new Agent(first, '203.0.113.142').prime();
    expect((await stranger.get('/api/v1/admin/status')).status).toBe(401);
  });
});
