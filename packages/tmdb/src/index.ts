/**
 * @kinora/tmdb: the catalogue behind both API doors. A typed TMDB v3 client and an embedded, generated demo
 * catalogue implement the same `Catalogue`; an in-process cache with coalescing wraps either.
 */

export {
  CACHE_TTL_MS,
  type CachedCatalogue,
  type CachedCatalogueOptions,
  type CacheKind,
  type CacheObserver,
  type CacheReadResult,
  type CacheStats,
  createCachedCatalogue,
  DEFAULT_MAX_ENTRIES,
  NOT_FOUND_TTL_MS,
  type RateBudget,
  SHARED_ERROR_TTL_MS,
  type SharedCache,
  type SharedEntry,
  STALE_GRACE_MS,
} from './cache';
export {
  type Catalogue,
  type DiscoverFilters,
  type DiscoverSort,
  type FoundByImdbId,
  isMultilingual,
  type Keyword,
  type MultilingualCatalogue,
  type SearchOptions,
} from './catalogue';
export { createTmdbCatalogue, type FetchLike, TMDB_BASE_URL, type TmdbCatalogueOptions } from './client';
export { type CreateCatalogueOptions, createCatalogue } from './create-catalogue';
export {
  createDemoCatalogue,
  DEFAULT_DEMO_SEED,
  DEMO_COUNTS,
  DEMO_ID_BASE,
  type DemoCatalogueOptions,
  type DemoImage,
  type DemoImageFormat,
  type DemoImageSize,
  demoImagePath,
  type HeapProbe,
  measureDemoCreation,
  measureDemoSearch,
  measureDemoSearchIndex,
  parseDemoImagePath,
  renderDemoImage,
  type SearchIndexCost,
  type SearchTimings,
} from './demo';
export {
  type MovieRating,
  RATING_COUNTRY,
  ratingWithin,
  type TvRating,
  US_MOVIE_RATINGS,
  US_TV_RATINGS,
} from './shared/certifications';
export { PAGE_SIZE, TOP_RATED_MIN_VOTE_COUNT } from './shared/constants';
