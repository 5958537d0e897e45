import { MESSAGES } from '@kinora/domain';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/services/auth/session-cache';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { createTestDatabase, skipDatabaseSuite, TEST_DB } from './helpers/database';
import { TcpProxy } from './helpers/tcp-proxy';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fakeWebBuild } from './helpers/web-build';

let clock = Date.now();
const now = () => new Date(clock);
/** Past the per-instance session cache, so the next request must ask the database. */
const forgetCachedSessions = () => {
  clock += SESSION_CACHE_TTL_MS;
};

/**
 * What every request that needs the database must look like while it is gone: 503 with a message, never a 500
 * or a hang. A database that refuses says "unavailable"; one that never answers runs into a time limit first
 * (connecting: "unavailable", or the request's own: "took too long").
 */
async function expectUnavailable(agent: Agent, messages: string[] = [MESSAGES.UNAVAILABLE]) {
  const rest = await agent.get('/api/v1/movies/getWatchlist');
  expect(rest.status).toBe(503);
  expect(rest.body).toEqual({ success: false, message: expect.any(String), code: 'UPSTREAM_FAILED' });
  expect(messages).toContain(rest.body.message);
  expect(rest.headers['retry-after']).toBe('1');

  const query = await agent.query('watchlist.list');
  expect(query.status).toBe(503);
  expect(query.error).toEqual({
    message: expect.any(String),
    code: 'SERVICE_UNAVAILABLE',
    appCode: 'UPSTREAM_FAILED',
  });
  expect(messages).toContain(query.error?.message);

  const mutation = await agent.mutate('history.recordChat', { query: 'still there?' });
  expect(mutation.status).toBe(503);
  expect(mutation.error?.code).toBe('SERVICE_UNAVAILABLE');

  expect((await agent.get('/readyz')).status).toBe(503);
  expect((await agent.get('/cronjob/run')).status).toBe(503);
}

/** The page itself never needs the database: it loads with the viewer's cookie and with any other. */
async function expectShellLoads(t: TestApp, agent: Agent) {
  for (const cookie of [agent.cookies.get('kinora_session'), 'made-up-session-token']) {
    const page = await new Agent(t.app).get('/watchlist', { cookie: `kinora_session=${cookie}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  }
}

describe.skipIf(skipDatabaseSuite)('a database that goes away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() }, { now });
  });
  afterAll(async () => {
    // The database was closed under the app: closing it again may fail, and that is not what is tested.
    await t?.close().catch(() => {});
  });

  it('answers 503 with a message on both doors, fails readiness, and still serves the page', async () => {
    const { agent } = await signedInAgent(t.app);
    expect((await agent.get('/readyz')).body).toEqual({ status: 'ready' });
    const client = (
      t.app.deps.db as unknown as { $client: { close?(): Promise<void>; end?(): Promise<void> } }
    ).$client;
    await (client.end ? client.end() : client.close?.());
    forgetCachedSessions();

    await expectUnavailable(agent);
    await expectShellLoads(t, agent);
  });
});

/**
 * Real outages on the Postgres server, through a TCP proxy the test controls: the same app instance keeps
 * running through a cut and through a freeze, and recovers by itself when the database is back.
 */
describe.skipIf(skipDatabaseSuite || TEST_DB !== 'postgres')('Postgres cut and frozen mid-run', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let drop: () => Promise<void>;
  let directUrl: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    directUrl = database.url;
    proxy = new TcpProxy({ host: '127.0.0.1', port: Number(new URL(database.url).port || 5432) });
    await proxy.listen();
    // Short limits, so a frozen database costs this test seconds, not the defaults' ten.
    t = await createTestApp(
      { WEB_DIST_DIR: fakeWebBuild(), REQUEST_TIMEOUT_MS: '1500', DATABASE_TIMEOUT_MS: '1000' },
      { now, databaseUrl: proxy.route(database.url) },
    );
  });
  afterEach(async () => {
    await proxy.restore();
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await drop?.();
  });

  async function expectServing(agent: Agent, title: number) {
    const added = await agent.put(`/api/v1/movies/addWatch/${title}`);
    expect(added.status).toBe(200);
    const list = await agent.query('watchlist.list');
    expect(list.data.map((item: { id: number }) => item.id)).toContain(title);
    expect((await agent.get('/readyz')).status).toBe(200);
  }

  async function someMovies(agent: Agent): Promise<number[]> {
    return (await agent.get('/api/v1/movies/category/popular')).body.content.map((m: { id: number }) => m.id);
  }

  it('cut: 503 while it is gone, then serves again without a restart; the session survives', async () => {
    const { agent } = await signedInAgent(t.app);
    const [before, after] = await someMovies(agent);
    await expectServing(agent, before!);

    await proxy.cut();
    forgetCachedSessions();
    await expectUnavailable(agent);
    await expectShellLoads(t, agent);

    await proxy.restore();
    await expectServing(agent, after!);
    const list = await agent.get('/api/v1/movies/getWatchlist');
    expect(list.body.content.map((item: { id: number }) => item.id).sort()).toEqual([before, after].sort());
  });

  it('a statement stuck behind a lock ends at the statement time limit: 503, and the next one works', async () => {
    const { agent, user } = await signedInAgent(t.app);
    // Another connection holds the lock every chat write of this viewer takes first.
    const holder = postgres(directUrl, { max: 1, onnotice: () => {} });
    try {
      await holder`select pg_advisory_lock(hashtext(${`chat:${user.id}`}))`;
      const stuck = await agent.mutate('history.recordChat', { query: 'waiting for a lock' });
      expect(stuck.status).toBe(503);
      // The database's statement limit ended it (1 s), long before the request's own (1.5 s + grace).
      expect(stuck.error?.message).toBe(MESSAGES.UNAVAILABLE);
    } finally {
      await holder.end();
    }
    expect((await agent.mutate('history.recordChat', { query: 'and now?' })).status).toBe(200);
  });

  it('frozen: every request still gets an answer (503) in bounded time, then it recovers', async () => {
    const { agent } = await signedInAgent(t.app);
    const [before, after] = await someMovies(agent);
    await expectServing(agent, before!);

    proxy.freeze();
    forgetCachedSessions();
    await expectUnavailable(agent, [MESSAGES.UNAVAILABLE, MESSAGES.TIMED_OUT]);
    await expectShellLoads(t, agent);

    await proxy.restore();
    await expectServing(agent, after!);
  });
});
