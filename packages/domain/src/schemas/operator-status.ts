import { z } from 'zod';
import { TMDB_STATES } from '../operator-status';
import { restContent } from './rest';

const count = z.number().int().min(0);
const rate = z.number().min(0).max(1).nullable();

/** One cache's reads, as kinora_cache_reads_total{cache, result} counts them. */
export const cacheReadCountsSchema = z.object({ hit: count, stale: count, miss: count });
export type CacheReadCounts = z.infer<typeof cacheReadCountsSchema>;

/**
 * What an instance reports of its own counters at each heartbeat (the `counters` column of `instances`), read from
 * its metrics registry: TMDB requests by outcome and cache reads by cache and result, as its /metrics shows them
 * then, plus TMDB's recent window and last answer.
 */
export const instanceCountersSchema = z.object({
  tmdb: z.object({
    byOutcome: z.record(z.string(), count),
    recent: z.object({ requests: count, errors: count }),
    lastAnswer: z.object({ at: z.iso.datetime(), outcome: z.string() }).nullable(),
  }),
  caches: z.record(z.string(), cacheReadCountsSchema),
});
export type InstanceCounters = z.infer<typeof instanceCountersSchema>;

/** TMDB requests as the page shows them: by outcome, with the failed ones (TMDB_FAILED_OUTCOMES) and their share. */
export const tmdbRequestCountsSchema = z.object({
  requests: count,
  errors: count,
  /** errors / requests; null before the first request. */
  errorRate: rate,
  byOutcome: z.record(z.string(), count),
});
export type TmdbRequestCounts = z.infer<typeof tmdbRequestCountsSchema>;

/** One cache's reads as the page shows them; the hit rate counts stale answers as served from the cache. */
export const cacheRowSchema = z.object({
  cache: z.string(),
  hits: count,
  stale: count,
  misses: count,
  /** (hits + stale) / reads; null before the first read. */
  hitRate: rate,
});
export type CacheRow = z.infer<typeof cacheRowSchema>;

export const operatorInstanceSchema = z.object({
  id: z.string(),
  host: z.string(),
  version: z.string(),
  startedAt: z.string(),
  lastSeen: z.string(),
  secondsSinceSeen: z.number().min(0),
  tmdb: tmdbRequestCountsSchema,
  caches: z.array(cacheRowSchema),
});
export type OperatorInstance = z.infer<typeof operatorInstanceSchema>;

export const operatorJobSchema = z.object({
  name: z.string(),
  everySeconds: z.number(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  /** The last run's error; null when it succeeded or none ran yet. */
  lastError: z.string().nullable(),
  runs: count,
  failures: count,
  isRunning: z.boolean(),
  nextDueAt: z.string(),
});
export type OperatorJob = z.infer<typeof operatorJobSchema>;

/** The status page: the live instances and their summed counters, TMDB, the mail queue and the periodic jobs. */
export const operatorStatusSchema = z.object({
  generatedAt: z.string(),
  /** Instances last seen longer ago than this are left out (OPERATOR_STATUS.SEEN_WINDOW_MS). */
  seenWithinSeconds: z.number(),
  instances: z.array(operatorInstanceSchema),
  /** The sums over `instances`: each equals the sum of the same series over their /metrics pages. */
  totals: z.object({ tmdb: tmdbRequestCountsSchema, caches: z.array(cacheRowSchema) }),
  tmdb: z.object({
    state: z.enum(TMDB_STATES),
    recent: z.object({ windowSeconds: z.number(), requests: count, errors: count, errorRate: rate }),
    /** The newest TMDB request of any live instance, as of its last report. */
    lastAnswer: z
      .object({ at: z.string(), outcome: z.string(), secondsAgo: z.number().min(0), instanceId: z.string() })
      .nullable(),
  }),
  /** As kinora_mail_queue_depth, _failed and _oldest_age_seconds compute it. */
  mailQueue: z.object({ depth: count, failed: count, oldestAgeSeconds: z.number().min(0) }),
  jobs: z.array(operatorJobSchema),
});
export type OperatorStatus = z.infer<typeof operatorStatusSchema>;

/** GET /api/v1/admin/status. */
export const restOperatorStatusSchema = restContent(operatorStatusSchema);
