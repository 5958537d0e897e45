import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/services/auth/session-cache';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite, TEST_DB } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

describe.skipIf(skipDatabaseSuite)('platform', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the health check with {message}', async () => {
    const reply = await new Agent(t.app).get('/cronjob/run');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Kinora API is running' });
  });

  it('serves the runtime config without secrets', async () => {
    const reply = await new Agent(t.app).get('/api/runtime-config');
    expect(reply.body).toMatchObject({
      apiServers: ['', ''],
      catalogue: 'demo',
      imageBaseUrl: '/img/',
      googleSignIn: false,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/secret|argon2|password/i);
  });

  it('sends security headers and a request id', async () => {
    // A page's path (the web app's, whether or not a build is there to answer it): the document policy.
    const reply = await new Agent(t.app).get('/watchlist', { 'x-request-id': 'trace-123' });
    expect(reply.headers['x-request-id']).toBe('trace-123');
    expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    // The default player sources repeat YouTube, which trailers already allow: each source is listed once.
    for (const directive of String(reply.headers['content-security-policy']).split('; ')) {
      const sources = directive.split(' ').slice(1);
      expect(new Set(sources).size, directive).toBe(sources.length);
    }
    const generated = await new Agent(t.app).get('/cronjob/run', { 'x-request-id': 'bad id with spaces' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives the API's answers the short policy that allows nothing, and no document-only headers", async () => {
    for (const path of ['/cronjob/run', '/api/v1/movies/trending', '/trpc/catalogue.trending']) {
      const reply = await new Agent(t.app).get(path);
      expect(reply.headers['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
      expect(reply.headers['x-frame-options'], path).toBe('DENY');
      expect(reply.headers['cross-origin-resource-policy'], path).toBe('same-site');
      expect(reply.headers['cross-origin-opener-policy'], path).toBeUndefined();
      expect(reply.headers['x-xss-protection'], path).toBeUndefined();
    }
  });

  it('answers unknown API routes with the error model', async () => {
    const reply = await new Agent(t.app).get('/api/v1/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      success: false,
      message: 'No route GET /api/v1/nothing-here',
      code: 'NOT_FOUND',
    });
  });

  it.skipIf(TEST_DB !== 'postgres')('shares sessions between two instances on one database', async () => {
    let clock = Date.now();
    const now = () => new Date(clock);
    const first = await createTestApp({}, { now });
    const second = await createTestApp({}, { databaseUrl: first.databaseUrl, now });
    try {
      const agent = await new Agent(first.app).prime();
      await agent.post('/api/v1/auth/signup', {
        email: 'ha@example.com',
        username: 'hauser',
        password: 'long enough pass',
      });
      expect((await agent.get('/api/v1/auth/authcheck')).status).toBe(200);
      const onSecond = new Agent(second.app);
      for (const [k, v] of agent.cookies) onSecond.cookies.set(k, v);
      expect((await onSecond.get('/api/v1/auth/authcheck')).body.user.email).toBe('ha@example.com');
      await onSecond.post('/api/v1/auth/logout');
      // The first instance may reuse its own lookup for SESSION_CACHE_TTL_MS, and no longer.
      clock += SESSION_CACHE_TTL_MS;
      expect((await agent.get('/api/v1/auth/authcheck')).status).toBe(401);
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});
