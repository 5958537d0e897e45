import { createTmdbCatalogue, type TmdbCatalogueOptions } from '../src/client';
import { TEST_API_KEY } from './replay-server';

/** 2024-01-15 12:00 UTC: a fixed "now" so dates in requests are predictable. */
export const FIXED_NOW = Date.UTC(2024, 0, 15, 12);

/**
 * A TMDB client against the replay server with a fake clock: `sleep` records the wait and advances the clock
 * instead of waiting, so retry and rate-limit behaviour is asserted without wall time.
 */
export function testClient(baseUrl: string, overrides: Partial<TmdbCatalogueOptions> = {}) {
  const sleeps: number[] = [];
  /** When each sleeper woke, in ms after FIXED_NOW. */
  const wakeTimes: number[] = [];
  const clock = { now: FIXED_NOW };
  const catalogue = createTmdbCatalogue({
    baseUrl,
    apiKey: TEST_API_KEY,
    fetch: globalThis.fetch,
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.now += ms;
      wakeTimes.push(clock.now - FIXED_NOW);
    },
    random: () => 0,
    // High enough that the outbound limiter never queues in these tests (it has its own).
    maxRequestsPerSecond: 10_000,
    ...overrides,
  });
  return { catalogue, sleeps, wakeTimes, clock };
}
