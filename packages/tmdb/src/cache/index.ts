export { type CachedCatalogue, type CachedCatalogueOptions, createCachedCatalogue } from './cached-catalogue';
export {
  CACHE_TTL_MS,
  type CacheKind,
  DEFAULT_MAX_ENTRIES,
  NOT_FOUND_TTL_MS,
  STALE_GRACE_MS,
} from './constants';
export type { CacheObserver, CacheReadResult, CacheStats } from './read-through';
export {
  budgetedFetch,
  type RateBudget,
  SHARED_ERROR_TTL_MS,
  type SharedCache,
  type SharedEntry,
} from './shared';
