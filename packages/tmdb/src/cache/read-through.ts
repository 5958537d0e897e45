import { isAppError } from '@kinora/domain';
import { type CacheKind, NOT_FOUND_TTL_MS } from './constants';
import { deepFreeze } from './deep-freeze';
import { LruMap } from './lru';

/** Counters for benchmarks and health pages. */
export type CacheStats = {
  /** Served fresh from the cache (including a remembered NOT_FOUND). */
  hits: number;
  /** Not in the cache (or past its grace window): the caller waited for the upstream. */
  misses: number;
  /** Served past its TTL, within the grace window, while a refresh ran. */
  staleServed: number;
  /** Calls actually made to the wrapped catalogue (misses and refreshes, after coalescing). */
  upstreamCalls: number;
  /** Misses that joined a call already in flight instead of making their own. */
  coalesced: number;
  /** Background refreshes that failed (the stale answer was kept). */
  refreshFailures: number;
  evictions: number;
  size: number;
};

/** How one read was served: fresh from memory, stale while a refresh runs, or by waiting for the upstream. */
export type CacheReadResult = 'hit' | 'stale' | 'miss';

/**
 * Told of every read as it is served. The API passes its metrics here, so this package counts nothing itself
 * and knows no metrics library.
 */
export type CacheObserver = (result: CacheReadResult, kind: CacheKind) => void;

export type ReadThroughOptions = {
  now: () => number;
  ttl: Readonly<Record<CacheKind, number>>;
  staleGraceMs: number;
  notFoundTtlMs?: number;
  maxEntries: number;
  observe?: CacheObserver;
};

type Entry =
  | { ok: true; value: unknown; freshUntil: number; staleUntil: number }
  | { ok: false; error: unknown; freshUntil: number; staleUntil: number };

export type ReadThrough = {
  read<T>(kind: CacheKind, key: string, load: () => Promise<T>): Promise<T>;
  stats(): CacheStats;
};

/**
 * The cache engine: TTL per kind, stale-while-revalidate, request coalescing (one in-flight promise per key,
 * shared by misses and refreshes alike) and LRU bounding. Knows nothing about catalogues.
 */
export function createReadThrough(options: ReadThroughOptions): ReadThrough {
  const counters = { hits: 0, misses: 0, staleServed: 0, upstreamCalls: 0, coalesced: 0, refreshFailures: 0 };
  let evictions = 0;
  const entries = new LruMap<string, Entry>(options.maxEntries, () => {
    evictions++;
  });
  const inFlight = new Map<string, Promise<unknown>>();
  const notFoundTtlMs = options.notFoundTtlMs ?? NOT_FOUND_TTL_MS;
  const observe = options.observe ?? (() => {});

  function load<T>(kind: CacheKind, key: string, loader: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) {
      counters.coalesced++;
      return pending as Promise<T>;
    }
    counters.upstreamCalls++;
    // new Promise(...) turns a synchronous throw in the loader into a rejection like any other.
    const promise = new Promise<T>((resolve) => resolve(loader())).then(
      (value) => {
        const at = options.now();
        const freshUntil = at + options.ttl[kind];
        entries.set(key, {
          ok: true,
          value: deepFreeze(value),
          freshUntil,
          staleUntil: freshUntil + options.staleGraceMs,
        });
        return value;
      },
      (error: unknown) => {
        rememberNotFound(key, error);
        throw error;
      },
    );
    inFlight.set(key, promise);
    const forget = () => inFlight.delete(key);
    promise.then(forget, forget);
    return promise;
  }

  function rememberNotFound(key: string, error: unknown): void {
    if (!isAppError(error) || error.code !== 'NOT_FOUND') return;
    const at = options.now();
    const current = entries.get(key);
    // A refresh that fails keeps the stale answer, whatever the failure.
    if (current?.ok && at < current.staleUntil) return;
    entries.set(key, { ok: false, error, freshUntil: at + notFoundTtlMs, staleUntil: at + notFoundTtlMs });
  }

  return {
    read<T>(kind: CacheKind, key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const at = options.now();
      if (entry && at < entry.freshUntil) {
        counters.hits++;
        observe('hit', kind);
        return entry.ok ? Promise.resolve(entry.value as T) : Promise.reject(entry.error);
      }
      if (entry?.ok && at < entry.staleUntil) {
        counters.staleServed++;
        observe('stale', kind);
        if (!inFlight.has(key)) {
          load(kind, key, loader).catch(() => {
            counters.refreshFailures++;
          });
        }
        return Promise.resolve(entry.value as T);
      }
      if (entry) entries.delete(key);
      counters.misses++;
      observe('miss', kind);
      return load(kind, key, loader);
    },
    stats: () => ({ ...counters, evictions, size: entries.size }),
  };
}
