import {
  CACHE_READ_RESULTS,
  type CacheReadCounts,
  type CacheRow,
  COUNTED_CACHES,
  type InstanceCounters,
  OPERATOR_STATUS,
  TMDB_FAILED_OUTCOMES,
  TMDB_UNANSWERED_OUTCOMES,
  type TmdbRequestCounts,
  type TmdbRequestOutcome,
  type TmdbState,
} from '@kinora/domain';

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** TMDB requests by outcome, as the page shows them: the total, the failed ones and their share. */
export function tmdbCounts(byOutcome: Readonly<Record<string, number>>): TmdbRequestCounts {
  let requests = 0;
  let errors = 0;
  for (const [outcome, count] of Object.entries(byOutcome)) {
    requests += count;
    if (TMDB_FAILED_OUTCOMES.includes(outcome as TmdbRequestOutcome)) errors += count;
  }
  return { requests, errors, errorRate: share(errors, requests), byOutcome: { ...byOutcome } };
}

/** Every counted cache (COUNTED_CACHES first, then any other the instances name), with its hit rate. */
export function cacheRows(caches: Readonly<Record<string, CacheReadCounts>>): CacheRow[] {
  const names = [...new Set<string>([...COUNTED_CACHES, ...Object.keys(caches)])];
  return names.map((cache) => {
    const { hit, stale, miss } = caches[cache] ?? { hit: 0, stale: 0, miss: 0 };
    return { cache, hits: hit, stale, misses: miss, hitRate: share(hit + stale, hit + stale + miss) };
  });
}

/** The instances' counters added up: each sum is the sum of that series over their /metrics pages. */
export function sumCounters(all: readonly InstanceCounters[]): InstanceCounters {
  const byOutcome: Record<string, number> = {};
  const caches: Record<string, CacheReadCounts> = {};
  let recentRequests = 0;
  let recentErrors = 0;
  let lastAnswer: InstanceCounters['tmdb']['lastAnswer'] = null;
  for (const counters of all) {
    for (const [outcome, count] of Object.entries(counters.tmdb.byOutcome)) {
      byOutcome[outcome] = (byOutcome[outcome] ?? 0) + count;
    }
    for (const [cache, counts] of Object.entries(counters.caches)) {
      const sum = caches[cache] ?? { hit: 0, stale: 0, miss: 0 };
      for (const result of CACHE_READ_RESULTS) sum[result] += counts[result];
      caches[cache] = sum;
    }
    recentRequests += counters.tmdb.recent.requests;
    recentErrors += counters.tmdb.recent.errors;
    const answer = counters.tmdb.lastAnswer;
    if (answer && (!lastAnswer || Date.parse(answer.at) > Date.parse(lastAnswer.at))) lastAnswer = answer;
  }
  return {
    tmdb: { byOutcome, recent: { requests: recentRequests, errors: recentErrors }, lastAnswer },
    caches,
  };
}

/**
 * Whether TMDB answers, from what the instances already saw (no request of its own): the newest request of any
 * live instance and the recent error rate. The states are described by TMDB_STATES.
 */
export function tmdbState(input: {
  isConfigured: boolean;
  recent: { requests: number; errors: number };
  lastOutcome: string | null;
}): TmdbState {
  if (!input.isConfigured) return 'not-configured';
  if (input.lastOutcome === null) return 'unknown';
  const last = input.lastOutcome as TmdbRequestOutcome;
  if (TMDB_UNANSWERED_OUTCOMES.includes(last)) return 'unreachable';
  const recentRate = share(input.recent.errors, input.recent.requests) ?? 0;
  if (TMDB_FAILED_OUTCOMES.includes(last) || recentRate >= OPERATOR_STATUS.TMDB_DEGRADED_ERROR_RATE) {
    return 'degraded';
  }
  return 'reachable';
}
