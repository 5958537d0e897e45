import { type CachedCatalogue, type CachedCatalogueOptions, createCachedCatalogue } from './cache';
import { budgetedFetch, type RateBudget, type SharedCache } from './cache/shared';
import { createTmdbCatalogue, type FetchLike, TMDB_BASE_URL } from './client';
import { createDemoCatalogue } from './demo';

export type CreateCatalogueOptions = {
  tmdbApiKey?: string;
  tmdbReadToken?: string;
  /** Defaults to TMDB's own; tests point it at a local replay server. */
  tmdbBaseUrl?: string;
  fetch: FetchLike;
  now: () => number;
  /** Seed of the demo catalogue (used only when no TMDB credentials are given). */
  demoSeed?: number;
  /** TTL and size overrides of the cache. */
  cache?: Omit<CachedCatalogueOptions, 'now' | 'shared'>;
  /**
   * State shared by API instances (Redis), used only with TMDB (the demo lives in each process): a second-level
   * cache, and a request budget per second that every upstream request takes from.
   */
  shared?: { cache: SharedCache; budget: RateBudget };
};

/**
 * The catalogue the API uses, chosen by configuration alone: TMDB when a key or read token is given, otherwise
 * the embedded demo. Both sit behind the same cache, so answers are shared and frozen in both modes alike
 * (code that mutates a result fails in tests on the demo, not only in production on TMDB).
 */
export function createCatalogue(options: CreateCatalogueOptions): CachedCatalogue {
  const apiKey = options.tmdbApiKey?.trim() || undefined;
  const readToken = options.tmdbReadToken?.trim() || undefined;
  const inner =
    apiKey || readToken
      ? createTmdbCatalogue({
          baseUrl: options.tmdbBaseUrl?.trim() || TMDB_BASE_URL,
          apiKey,
          readToken,
          fetch: options.shared ? budgetedFetch(options.fetch, options.shared.budget) : options.fetch,
          now: options.now,
        })
      : createDemoCatalogue({ now: options.now, seed: options.demoSeed });
  const shared = apiKey || readToken ? options.shared?.cache : undefined;
  return createCachedCatalogue(inner, { ...options.cache, shared, now: options.now });
}
