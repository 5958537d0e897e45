import type {
  BrowseKind,
  BrowseList,
  CatalogueItem,
  Credits,
  Locale,
  MediaType,
  MovieCategory,
  Page,
  Person,
  PersonCredits,
  PersonListItem,
  RegionOffers,
  SeasonDetail,
  TitleDetail,
  TvCategory,
  Video,
  WatchProvider,
} from '@kinora/domain';
import type { MovieRating } from './shared/certifications';

/** A plot keyword, as TMDB tags titles (`/movie/{id}/keywords`, `/tv/{id}/keywords`). */
export type Keyword = { id: number; name: string };

/** Discover orders: most popular, best rated (among titles with enough votes), newest first. */
export type DiscoverSort = 'popularity' | 'rating' | 'newest';

/**
 * What a discover query filters on (TMDB `/discover/{movie,tv}`). Every filter is optional and they all apply
 * together. Dates are YYYY-MM-DD and inclusive: the release date of a movie, the first air date of a show.
 * Runtimes are minutes: a movie's length, a show's episode length.
 */
export type DiscoverFilters = {
  genres?: readonly number[];
  /** 'all': a title has every genre listed (TMDB's comma); 'any': at least one (its pipe). Default 'all'. */
  genreMatch?: 'all' | 'any';
  withoutGenres?: readonly number[];
  /** ISO 639-1 code of the original language, e.g. 'ja' or 'ko'. */
  originalLanguage?: string;
  releasedFrom?: string;
  releasedTo?: string;
  runtimeMin?: number;
  runtimeMax?: number;
  minVotes?: number;
  /**
   * Movies rated at most this in the US (TMDB `certification.lte` with `certification_country=US`); unrated
   * movies are left out. Shows have no such filter: TMDB's discover offers it for movies only.
   */
  certificationMax?: MovieRating;
  sort?: DiscoverSort;
  includeAdult?: boolean;
};
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
  /** Titles of one media matching the filters (never adult ones unless asked). */
  discover(media: MediaType, filters: DiscoverFilters, page?: number): Promise<Page<CatalogueItem>>;
  /** "Viewers who liked this also liked": unlike `similar` (same genres), it weighs people, keywords and era. */
  recommendations(media: MediaType, id: number, page?: number): Promise<Page<CatalogueItem>>;
  keywords(media: MediaType, id: number): Promise<Keyword[]>;
  /**
   * The title's US age rating (a movie's from its release dates, a show's from its content ratings), or null
   * when it has none there.
   */
  certification(media: MediaType, id: number): Promise<string | null>;
  /** The movie or show an IMDb id (`tt0137523`) names, or null when the catalogue knows none (TMDB `/find`). */
  findByImdbId(imdbId: string): Promise<FoundByImdbId | null>;
  /** Where a title streams, rents and sells, per country code (TMDB `/{media}/{id}/watch/providers`). */
  watchProviders(media: MediaType, id: number): Promise<Record<string, RegionOffers>>;
  /**
   * Every provider with movies (or shows) in one country, best known first (TMDB `/watch/providers/{media}` with
   * `watch_region`); a country it has no data for is an empty list. `display_priority` is the one of that country.
   */
  regionProviders(media: MediaType, region: string): Promise<WatchProvider[]>;
}

export type FoundByImdbId = { media: MediaType; item: CatalogueItem };

/**
 * A catalogue that answers in every shipped language. Itself it answers in English; `inLocale(locale)` is the same
 * catalogue answering in that language: titles, overviews, taglines, genres, biographies, season and episode names,
 * and trailers and posters in that language first (TMDB's `language`; the demo's own texts). `inLocale('en')` is
 * the catalogue itself, so English answers never change with this.
 */
export interface MultilingualCatalogue extends Catalogue {
  inLocale(locale: Locale): Catalogue;
}

export function isMultilingual(catalogue: Catalogue): catalogue is MultilingualCatalogue {
  return typeof (catalogue as Partial<MultilingualCatalogue>).inLocale === 'function';
}
