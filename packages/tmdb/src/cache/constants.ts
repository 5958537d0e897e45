/** How long the catalogue cache trusts an answer. Names, not numbers, so the trade-offs are visible. */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type CacheKind = 'list' | 'detail' | 'genre';

/**
 * Fresh lifetime per kind of read:
 * - list: trending, categories, search, similar, people lists, on-air rows; they move within the hour.
 * - detail: a title, its credits, videos, seasons, a person and their credits; these change rarely.
 * - genre: genre-defined discover rows (anime / K-drama popular and top-rated), ranked on long-run
 *   popularity and ratings; a day is plenty. (On-air rows depend on today's date, so they stay "list".)
 */
export const CACHE_TTL_MS: Readonly<Record<CacheKind, number>> = {
  list: 10 * MINUTE_MS,
  detail: 6 * HOUR_MS,
  genre: DAY_MS,
};

/** After its TTL an answer may still be served for this long while one background refresh replaces it. */
export const STALE_GRACE_MS = HOUR_MS;

/**
 * NOT_FOUND is remembered briefly, so a client hammering a bad id costs one upstream call a minute; other
 * errors are never cached (the next caller retries), so an upstream blip does not outlive itself.
 */
export const NOT_FOUND_TTL_MS = MINUTE_MS;

/** Bound on cached answers (pages are a few KB each, so this stays in the tens of MB at most). */
export const DEFAULT_MAX_ENTRIES = 2_000;
