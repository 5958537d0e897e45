import type {
  BrowseKind,
  BrowseList,
  CatalogueItem,
  Credits,
  MediaType,
  MovieCategory,
  Page,
  Person,
  PersonCredits,
  PersonListItem,
  SeasonDetail,
  TitleDetail,
  TvCategory,
  Video,
} from '@kinora/domain';

export type SearchOptions = { page?: number; includeAdult?: boolean };

/**
 * The catalogue both API doors read through. Two implementations keep it: the TMDB v3 client
 * (real, over HTTP) and the embedded demo catalogue (generated, offline). Shapes are TMDB's.
 * Failures are AppError (NOT_FOUND for unknown ids, UPSTREAM_FAILED / RATE_LIMITED for upstream trouble).
 * Results may be shared between callers (the cache hands out one frozen object per key): treat them as
 * read-only and copy before sorting or filtering in place.
 */
export interface Catalogue {
  readonly kind: 'tmdb' | 'demo';
  trending(media: MediaType, page?: number): Promise<Page<CatalogueItem>>;
  movieList(category: MovieCategory, page?: number): Promise<Page<CatalogueItem>>;
  tvList(category: TvCategory, page?: number): Promise<Page<CatalogueItem>>;
  details(media: MediaType, id: number): Promise<TitleDetail>;
  credits(media: MediaType, id: number): Promise<Credits>;
  similar(media: MediaType, id: number, page?: number): Promise<Page<CatalogueItem>>;
  videos(media: MediaType, id: number): Promise<Video[]>;
  season(tvId: number, seasonNumber: number): Promise<SeasonDetail>;
  search(kind: MediaType, query: string, options?: SearchOptions): Promise<Page<CatalogueItem>>;
  searchPeople(query: string, options?: SearchOptions): Promise<Page<PersonListItem>>;
  popularPeople(page?: number): Promise<Page<PersonListItem>>;
  person(id: number): Promise<Person>;
  personCredits(id: number): Promise<PersonCredits>;
  /** Anime (Japanese animation) and K-drama (Korean drama) rows, following TMDB's discover recipes. */
  browse(kind: BrowseKind, media: MediaType, list: BrowseList, page?: number): Promise<Page<CatalogueItem>>;
}
