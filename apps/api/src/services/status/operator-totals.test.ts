import type { InstanceCounters } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { cacheRows, sumCounters, tmdbCounts, tmdbState } from './operator-totals';

const counters = (over: Partial<InstanceCounters['tmdb']>, caches: InstanceCounters['caches'] = {}) => ({
  tmdb: { byOutcome: {}, recent: { requests: 0, errors: 0 }, lastAnswer: null, ...over },
  caches,
});

describe('the status page sums', () => {
  it("adds every instance's counters, and keeps the newest TMDB answer", () => {
    const sum = sumCounters([
      counters(
        {
          byOutcome: { '2xx': 3, '5xx': 1 },
          recent: { requests: 2, errors: 1 },
          lastAnswer: { at: '2026-01-01T10:00:05.000Z', outcome: '5xx' },
        },
        { session: { hit: 4, stale: 0, miss: 1 } },
      ),
      counters(
        {
          byOutcome: { '2xx': 2, timeout: 1 },
          recent: { requests: 1, errors: 0 },
          lastAnswer: { at: '2026-01-01T10:00:09.000Z', outcome: '2xx' },
        },
        { session: { hit: 1, stale: 0, miss: 1 }, catalogue: { hit: 2, stale: 1, miss: 1 } },
      ),
    ]);
    expect(sum.tmdb.byOutcome).toEqual({ '2xx': 5, '5xx': 1, timeout: 1 });
    expect(sum.tmdb.recent).toEqual({ requests: 3, errors: 1 });
    expect(sum.tmdb.lastAnswer).toEqual({ at: '2026-01-01T10:00:09.000Z', outcome: '2xx' });
    expect(sum.caches).toEqual({
      session: { hit: 5, stale: 0, miss: 2 },
      catalogue: { hit: 2, stale: 1, miss: 1 },
    });
  });

  it('counts 429, 5xx, timeouts and network failures as errors, not a 4xx answer', () => {
    expect(tmdbCounts({ '2xx': 5, '4xx': 3, '429': 1, '5xx': 2, timeout: 1, network: 1 })).toMatchObject({
      requests: 13,
      errors: 5,
      errorRate: 5 / 13,
    });
    expect(tmdbCounts({}).errorRate).toBeNull();
  });

  it('lists the counted caches even before their first read; a stale answer is served from the cache', () => {
    expect(
      cacheRows({ catalogue: { hit: 1, stale: 1, miss: 2 }, redis: { hit: 0, stale: 0, miss: 1 } }),
    ).toEqual([
      { cache: 'catalogue', hits: 1, stale: 1, misses: 2, hitRate: 0.5 },
      { cache: 'session', hits: 0, stale: 0, misses: 0, hitRate: null },
      { cache: 'redis', hits: 0, stale: 0, misses: 1, hitRate: 0 },
    ]);
  });
});

describe("TMDB's state", () => {
  const quiet = { requests: 10, errors: 0 };
  it('is read from the last answer and the recent error rate', () => {
    expect(tmdbState({ isConfigured: false, recent: quiet, lastOutcome: '2xx' })).toBe('not-configured');
    expect(tmdbState({ isConfigured: true, recent: { requests: 0, errors: 0 }, lastOutcome: null })).toBe(
      'unknown',
    );
    expect(tmdbState({ isConfigured: true, recent: quiet, lastOutcome: '2xx' })).toBe('reachable');
    expect(tmdbState({ isConfigured: true, recent: quiet, lastOutcome: '4xx' })).toBe('reachable');
    expect(tmdbState({ isConfigured: true, recent: quiet, lastOutcome: '5xx' })).toBe('degraded');
    expect(tmdbState({ isConfigured: true, recent: quiet, lastOutcome: '429' })).toBe('degraded');
    expect(tmdbState({ isConfigured: true, recent: quiet, lastOutcome: 'timeout' })).toBe('unreachable');
    expect(tmdbState({ isConfigured: true, recent: quiet, lastOutcome: 'network' })).toBe('unreachable');
  });

  it('is degraded from a fifth of recent requests failing, even when the last one was answered', () => {
    expect(tmdbState({ isConfigured: true, recent: { requests: 10, errors: 2 }, lastOutcome: '2xx' })).toBe(
      'degraded',
    );
    expect(tmdbState({ isConfigured: true, recent: { requests: 10, errors: 1 }, lastOutcome: '2xx' })).toBe(
      'reachable',
    );
  });
});
