import { AppError, type ErrorCode, isAppError } from '@kinora/domain';
import type { FetchLike } from '../client';

/**
 * What the catalogue keeps in a cache shared by every API instance. `value` is the last good answer (absent when
 * there never was one); `failure` is a recent upstream failure, not asked again until `failure.until`.
 * Times are the catalogue's clock (ms).
 */
export type SharedEntry = {
  value?: unknown;
  freshUntil: number;
  staleUntil: number;
  failure?: { code: ErrorCode; message: string; until: number };
};

/**
 * A second-level cache shared by instances (Redis in the API). This package only defines it, so it stays free of
 * any client library. Every method may throw when the store is away: the catalogue then answers on its own.
 */
export interface SharedCache {
  get(key: string): Promise<SharedEntry | undefined>;
  /** Keeps `entry` for `keepMs` of wall-clock time. */
  set(key: string, entry: SharedEntry, keepMs: number): Promise<void>;
  /** Takes the fetch lock of `key` for at most `holdMs`; false when another instance holds it. */
  lock(key: string, holdMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
}

/** Upstream requests allowed per second across all instances (TMDB_RATE_PER_SECOND). */
export interface RateBudget {
  /** Takes one request from the current second; false when that second's budget is spent. May throw. */
  take(): Promise<boolean>;
}

/** A failing key is not asked again for this long, by any instance. */
export const SHARED_ERROR_TTL_MS = 5_000;
/** Longest an instance holds a key's fetch lock (a crashed holder frees it after this). */
export const SHARED_LOCK_MS = 10_000;
/** Longest an instance waits for another's fetch before asking the upstream itself. */
export const SHARED_WAIT_MS = 5_000;
const POLL_MS = 20;

export type SharedLoadOptions = {
  cache: SharedCache;
  now: () => number;
  notFoundTtlMs: number;
  errorTtlMs?: number;
  waitMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type SharedLoad = <T>(
  key: string,
  ttlMs: number,
  graceMs: number,
  load: () => Promise<T>,
) => Promise<T>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const failureOf = (error: unknown, at: number, options: SharedLoadOptions): SharedEntry['failure'] => {
  const code: ErrorCode = isAppError(error) ? error.code : 'UPSTREAM_FAILED';
  const message = error instanceof Error ? error.message : String(error);
  const ttl = code === 'NOT_FOUND' ? options.notFoundTtlMs : (options.errorTtlMs ?? SHARED_ERROR_TTL_MS);
  return { code, message, until: at + ttl };
};

/**
 * The shared layer behind the in-process cache: a value another instance fetched is used as is; of N instances
 * missing one key at once, one takes a short lock and asks the upstream while the others wait for its answer;
 * a failure is remembered briefly for everyone, and the last good answer is served (within its grace) while
 * the upstream fails. When the store itself fails, each read goes to the upstream as if there were no store.
 */
export function createSharedLoad(options: SharedLoadOptions): SharedLoad {
  const { cache, now } = options;
  const sleep = options.sleep ?? realSleep;
  const safely = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch {
      // The store is away: the answer still goes to the caller, only other instances miss it.
    }
  };

  async function fetchAndShare<T>(
    key: string,
    ttlMs: number,
    graceMs: number,
    load: () => Promise<T>,
    previous: SharedEntry | undefined,
  ): Promise<T> {
    try {
      const value = await load();
      const at = now();
      const entry: SharedEntry = { value, freshUntil: at + ttlMs, staleUntil: at + ttlMs + graceMs };
      await safely(() => cache.set(key, entry, ttlMs + graceMs));
      return value;
    } catch (error) {
      const at = now();
      // A refusal of our own budget or TMDB's 429 is about load, not about this key.
      if (!isAppError(error) || error.code !== 'RATE_LIMITED') {
        const failure = failureOf(error, at, options);
        const entry: SharedEntry =
          previous && 'value' in previous && at < previous.staleUntil
            ? { ...previous, failure }
            : { freshUntil: at, staleUntil: at, failure };
        const keepMs = Math.max((failure?.until ?? at) - at, entry.staleUntil - at);
        await safely(() => cache.set(key, entry, keepMs));
      }
      if (previous && 'value' in previous && at < previous.staleUntil) return previous.value as T;
      throw error;
    }
  }

  /** The answer an entry gives now, if any: a fresh value, or a remembered failure (with a stale value if any). */
  function settled<T>(entry: SharedEntry | undefined): { value: T } | { error: AppError } | undefined {
    if (!entry) return undefined;
    const at = now();
    const usable = 'value' in entry && at < entry.staleUntil;
    if (entry.failure && at < entry.failure.until) {
      return usable
        ? { value: entry.value as T }
        : { error: new AppError(entry.failure.code, entry.failure.message) };
    }
    if ('value' in entry && at < entry.freshUntil) return { value: entry.value as T };
    return undefined;
  }

  const answer = <T>(result: { value: T } | { error: AppError }): T => {
    if ('error' in result) throw result.error;
    return result.value;
  };

  return async <T>(key: string, ttlMs: number, graceMs: number, load: () => Promise<T>): Promise<T> => {
    let entry: SharedEntry | undefined;
    try {
      entry = await cache.get(key);
    } catch {
      return load();
    }
    const ready = settled<T>(entry);
    if (ready) return answer(ready);
    let locked: boolean;
    try {
      locked = await cache.lock(key, SHARED_LOCK_MS);
    } catch {
      return load();
    }
    const stale = entry && 'value' in entry && now() < entry.staleUntil ? entry : undefined;
    if (locked) {
      try {
        return await fetchAndShare(key, ttlMs, graceMs, load, stale);
      } finally {
        await safely(() => cache.unlock(key));
      }
    }
    // Another instance is fetching: a stale answer now beats waiting for a fresh one.
    if (stale) return stale.value as T;
    const waitMs = options.waitMs ?? SHARED_WAIT_MS;
    for (let waited = 0; waited < waitMs; waited += POLL_MS) {
      await sleep(POLL_MS);
      let polled: SharedEntry | undefined;
      try {
        polled = await cache.get(key);
      } catch {
        break;
      }
      const done = settled<T>(polled);
      if (done) return answer(done);
    }
    // The holder is slow or gone: ask the upstream ourselves rather than fail the reader.
    return fetchAndShare(key, ttlMs, graceMs, load, undefined);
  };
}

/** How long a request over budget waits for the next second before it is refused like a TMDB 429. */
const BUDGET_WAIT_MS = 1_000;

/**
 * Every upstream request first takes one from the shared per-second budget. Over budget, it waits once for the
 * next second; still over, it answers as TMDB does when it is over its own limit (429, retry after a second), so
 * the client's retry rules and the stale answers apply unchanged. A budget store that fails does not stop
 * requests (the store logs its outage).
 */
export function budgetedFetch(
  fetch: FetchLike,
  budget: RateBudget,
  sleep: (ms: number) => Promise<void> = realSleep,
): FetchLike {
  const take = async () => {
    try {
      return await budget.take();
    } catch {
      return true;
    }
  };
  return async (url, init) => {
    if (!(await take())) {
      await sleep(Math.min(BUDGET_WAIT_MS, 1000 - (Date.now() % 1000) + 1));
      if (!(await take())) {
        return {
          status: 429,
          headers: { get: (name: string) => (name.toLowerCase() === 'retry-after' ? '1' : null) },
          text: async () => '{"status_message":"over the configured request budget"}',
        };
      }
    }
    return fetch(url, init);
  };
}
