export { TMDB_BASE_URL } from './constants';
export type { FetchLike } from './http';
export { createTmdbCatalogue, type TmdbCatalogueOptions } from './tmdb-catalogue';
