import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCachedCatalogue } from '../src/cache';
import { createCatalogue } from '../src/create-catalogue';
import { FIXED_NOW, testClient } from './helpers';
import { type ReplayServer, startReplayServer, TEST_API_KEY } from './replay-server';

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());

const CONCURRENT_MISSES = 50;
const MINUTE_MS = 60_000;

describe('the cache in front of TMDB', () => {
  it(`turns ${CONCURRENT_MISSES} concurrent identical misses into exactly one upstream request`, async () => {
    const { catalogue: tmdb } = testClient(server.baseUrl);
    const cached = createCachedCatalogue(tmdb, { now: () => FIXED_NOW });
    const before = server.requestsTo('/movie/550').length;
    const results = await Promise.all(
      Array.from({ length: CONCURRENT_MISSES }, () => cached.details('movie', 550)),
    );
    expect(server.requestsTo('/movie/550').length - before).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(results[0]?.title).toBe('Fight Club');
    expect(cached.stats()).toMatchObject({
      misses: CONCURRENT_MISSES,
      upstreamCalls: 1,
      coalesced: CONCURRENT_MISSES - 1,
    });
  });

  it('asks upstream again after the TTL, and serves from memory before it', async () => {
    const clock = { now: FIXED_NOW };
    const { catalogue: tmdb } = testClient(server.baseUrl);
    const cached = createCachedCatalogue(tmdb, { now: () => clock.now, staleGraceMs: 0 });
    const before = server.requestsTo('/tv/popular').length;
    await cached.tvList('popular');
    clock.now += 9 * MINUTE_MS;
    await cached.tvList('popular');
    expect(server.requestsTo('/tv/popular').length - before).toBe(1);
    clock.now += 2 * MINUTE_MS;
    await cached.tvList('popular');
    expect(server.requestsTo('/tv/popular').length - before).toBe(2);
  });

  it('createCatalogue picks TMDB when a key is configured and caches it', async () => {
    const catalogue = createCatalogue({
      tmdbApiKey: TEST_API_KEY,
      tmdbBaseUrl: server.baseUrl,
      fetch: globalThis.fetch,
      now: () => FIXED_NOW,
    });
    expect(catalogue.kind).toBe('tmdb');
    const before = server.requestsTo('/person/287').length;
    await Promise.all([catalogue.person(287), catalogue.person(287), catalogue.person(287)]);
    expect(server.requestsTo('/person/287').length - before).toBe(1);
  });
});
