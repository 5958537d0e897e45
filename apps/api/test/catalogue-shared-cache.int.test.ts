import { CACHE_TTL_MS, SHARED_ERROR_TTL_MS } from '@kinora/tmdb';
import { type ReplayServer, startReplayServer, TEST_API_KEY } from '@kinora/tmdb/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueNamespace } from '../src/services/catalogue/redis-shared-cache';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisReachable();
if (!reachable) {
  if (process.env.CI) throw new Error(`CI needs Redis at ${REDIS_URL}`);
  console.warn(
    `\n!!! Redis is not reachable at ${REDIS_URL}: SKIPPING the shared catalogue cache tests !!!\n`,
  );
}

/**
 * Keys are named after the stand-in's address (a fresh port per run) and dropped first, so a run never sees
 * entries of an earlier run that happened to get the same port.
 */
async function freshNamespace(tmdb: ReplayServer): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const namespace = catalogueNamespace({ baseUrl: tmdb.baseUrl, apiKey: TEST_API_KEY });
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function instances(count: number, tmdb: ReplayServer, env: Record<string, string>, now: () => Date) {
  const apps: TestApp[] = [];
  for (let i = 0; i < count; i++) {
    apps.push(
      await createTestApp(
        { REDIS_URL, TMDB_API_KEY: TEST_API_KEY, TMDB_BASE_URL: tmdb.baseUrl, ...env },
        { now },
      ),
    );
  }
  return apps;
}

const catalogueOf = (t: TestApp | undefined) => {
  if (!t) throw new Error('instance missing');
  return t.app.deps.catalogue;
};

describe.skipIf(skipDatabaseSuite || !reachable)('catalogue cache shared in Redis (REDIS_URL)', () => {
  let tmdb: ReplayServer;
  let apps: TestApp[] = [];
  /** One clock for all instances, moved forward by tests that need an answer to age. */
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    tmdb = await startReplayServer();
    await freshNamespace(tmdb);
    apps = await instances(3, tmdb, {}, now);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await tmdb?.close();
  });

  it('makes one TMDB request for 50 identical misses spread over two instances', async () => {
    const two = apps.slice(0, 2);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => catalogueOf(two[i % 2]).details('movie', 550)),
    );
    expect(tmdb.requestsTo('/movie/550')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.title))).toEqual(new Set(['Fight Club']));
  });

  it('makes one TMDB request for 50 identical misses spread over three instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => catalogueOf(apps[i % 3]).credits('movie', 550)),
    );
    expect(tmdb.requestsTo('/movie/550/credits')).toHaveLength(1);
    expect(answers.every((a) => a.cast.length > 0)).toBe(true);
  });

  it('serves the last good answer from Redis while TMDB fails, even to an instance that never had it', async () => {
    const fresh = await catalogueOf(apps[0]).details('tv', 1399);
    offsetMs += CACHE_TTL_MS.detail + 1000;
    // 418 is not retried: one failing answer is one request.
    tmdb.script('/tv/1399', { status: 418 });
    const stale = await catalogueOf(apps[1]).details('tv', 1399);
    expect(stale.name).toBe(fresh.name);
    expect(tmdb.requestsTo('/tv/1399')).toHaveLength(2);
  });

  it('remembers a failure for a few seconds, for every instance', async () => {
    tmdb.script('/movie/550/videos', { status: 418 });
    await expect(catalogueOf(apps[0]).videos('movie', 550)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
    await expect(catalogueOf(apps[1]).videos('movie', 550)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
    await expect(catalogueOf(apps[2]).videos('movie', 550)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
    expect(tmdb.requestsTo('/movie/550/videos')).toHaveLength(1);
    offsetMs += SHARED_ERROR_TTL_MS + 1000;
    await catalogueOf(apps[2]).videos('movie', 550);
    expect(tmdb.requestsTo('/movie/550/videos')).toHaveLength(2);
  });
});

describe.skipIf(skipDatabaseSuite || !reachable)('TMDB request budget shared in Redis', () => {
  const BUDGET = 5;
  let tmdb: ReplayServer;
  let apps: TestApp[] = [];

  beforeAll(async () => {
    tmdb = await startReplayServer();
    await freshNamespace(tmdb);
    apps = await instances(3, tmdb, { TMDB_RATE_PER_SECOND: String(BUDGET) }, () => new Date());
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await tmdb?.close();
  });

  it('never sends more than TMDB_RATE_PER_SECOND requests in one second across three instances', async () => {
    // Distinct searches: each one is a miss of its own, so nothing is shared and only the budget holds them.
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => catalogueOf(apps[i % 3]).search('movie', `burst ${i}`)),
    );
    const arrivals = tmdb.requestsTo('/search/movie').map((request) => request.at);
    const perSecond = new Map<number, number>();
    for (const at of arrivals)
      perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
    // The budget counts per wall-clock second when a request is let go; the stand-in sees it later, by up to most of
    // a second on a busy machine, so one second of arrivals can hold requests let go in three wall-clock seconds
    // (late ones of the first, all of the second, early ones of the third). What arrival times can prove: no span
    // of one second receives more than three seconds' budgets. Without the budget, all 24 arrive within a few
    // milliseconds.
    const busiestSecond = Math.max(
      ...arrivals.map((from) => arrivals.filter((at) => at >= from && at < from + 1000).length),
    );
    expect(busiestSecond).toBeLessThanOrEqual(3 * BUDGET);
    // The burst was held back, not dropped: it went out over several seconds.
    expect(perSecond.size).toBeGreaterThan(1);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(BUDGET);
  });
});

describe.skipIf(skipDatabaseSuite)('catalogue with a REDIS_URL that nothing answers', () => {
  let tmdb: ReplayServer;
  let t: TestApp | undefined;
  beforeAll(async () => {
    tmdb = await startReplayServer();
    t = await createTestApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      TMDB_API_KEY: TEST_API_KEY,
      TMDB_BASE_URL: tmdb.baseUrl,
    });
  });
  afterAll(async () => {
    await t?.close();
    await tmdb?.close();
  });

  it('still answers from TMDB and its own cache', async () => {
    expect((await catalogueOf(t).details('movie', 550)).title).toBe('Fight Club');
    expect((await catalogueOf(t).details('movie', 550)).title).toBe('Fight Club');
    expect(tmdb.requestsTo('/movie/550')).toHaveLength(1);
  });
});
