/**
 * The operator status page (docs/operations/status-page.md): every API instance reports itself to the database,
 * and the admin area's status page shows what they report. The numbers here are the page's and the heartbeat's.
 */
export const OPERATOR_STATUS = {
  /** Every instance writes its row (last seen, counters) this often. */
  HEARTBEAT_MS: 15_000,
  /** An instance not heard from for this long is left off the page and out of its sums. */
  SEEN_WINDOW_MS: 2 * 60_000,
  /** The row of an instance gone this long is deleted by the next instance that reports. */
  PRUNE_AFTER_MS: 24 * 60 * 60_000,
  /** The page asks again this often while it is open. */
  REFRESH_MS: 15_000,
  /** TMDB's "recent" requests and errors: this much time before each report. */
  TMDB_RECENT_WINDOW_MS: 5 * 60_000,
  /** From this share of failed TMDB requests in the recent window, TMDB counts as degraded. */
  TMDB_DEGRADED_ERROR_RATE: 0.2,
} as const;

/** How one TMDB request ended, as the metrics label it: its status class (429 apart), or why there was none. */
export const TMDB_OUTCOMES = ['2xx', '3xx', '4xx', '429', '5xx', 'timeout', 'network'] as const;
export type TmdbRequestOutcome = (typeof TMDB_OUTCOMES)[number];

/**
 * The outcomes that count as TMDB failing: no answer, a server error, or its rate limit. A 4xx is TMDB answering
 * about the request (a title it does not have), so it is not an error of TMDB's.
 */
export const TMDB_FAILED_OUTCOMES: readonly TmdbRequestOutcome[] = ['429', '5xx', 'timeout', 'network'];

/** Outcomes that mean TMDB gave no answer at all. */
export const TMDB_UNANSWERED_OUTCOMES: readonly TmdbRequestOutcome[] = ['timeout', 'network'];

/**
 * What the page says of TMDB: `reachable`; `degraded` (it answers, but the last answer was a failure or the recent
 * error rate is at least TMDB_DEGRADED_ERROR_RATE); `unreachable` (its last request got no answer); `unknown` (no
 * request yet on any live instance); `not-configured` (no TMDB key: the embedded demo catalogue answers).
 */
export const TMDB_STATES = ['reachable', 'degraded', 'unreachable', 'unknown', 'not-configured'] as const;
export type TmdbState = (typeof TMDB_STATES)[number];

/** The caches the metrics count reads of (kinora_cache_reads_total{cache}); the page always lists these. */
export const COUNTED_CACHES = ['catalogue', 'session'] as const;

/** How a cache read was served, as the metrics label it. */
export const CACHE_READ_RESULTS = ['hit', 'stale', 'miss'] as const;
export type CacheReadOutcome = (typeof CACHE_READ_RESULTS)[number];
