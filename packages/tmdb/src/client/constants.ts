/** Defaults of the TMDB client; each one can be overridden through `createTmdbCatalogue` options. */

/** Where TMDB v3 lives; tests and offline runs point `baseUrl` at a local replay server instead. */
export const TMDB_BASE_URL = 'https://api.themoviedb.org/3';

/** One attempt may take this long before it is aborted (and retried). */
export const DEFAULT_TIMEOUT_MS = 8_000;

/** Retries after the first attempt, for 429, 5xx, timeouts and network errors. */
export const DEFAULT_MAX_RETRIES = 3;

/**
 * One request (its attempts and the waits between them) gives up rather than start a wait that would end past
 * this budget, so a caller waits at most about this long plus one attempt's timeout.
 */
export const DEFAULT_MAX_RETRY_TIME_MS = 15_000;

/** First backoff step; it doubles per attempt up to MAX_BACKOFF_MS, then jitter spreads callers apart. */
export const BASE_BACKOFF_MS = 250;
export const MAX_BACKOFF_MS = 4_000;

/** TMDB's ceiling is "somewhere in the 40 requests per second range"; stay well under it. */
export const DEFAULT_REQUESTS_PER_SECOND = 30;

/**
 * Share of one second's requests that may leave back to back. A full second's burst plus a second of refill
 * would put 60 requests in one window; a quarter keeps any one-second window under TMDB's ~40.
 */
export const BURST_FRACTION = 0.25;
