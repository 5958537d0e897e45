import {
  type BrowseKind,
  type BrowseList,
  GENRE_ANIMATION,
  GENRE_DRAMA,
  type MediaType,
  type MovieCategory,
  type SearchType,
  type TvCategory,
} from '@kinora/domain';
import type { DiscoverFilters, DiscoverSort } from '../catalogue';
import { RATING_COUNTRY } from '../shared/certifications';
import {
  BROWSE_ON_AIR_MOVIE_WINDOW_DAYS,
  BROWSE_ON_AIR_TV_WINDOW_DAYS,
  TOP_RATED_MIN_VOTE_COUNT,
} from '../shared/constants';
import { isoDayFrom } from '../shared/dates';
import type { TmdbRequest } from './http';

/** Every TMDB v3 path the catalogue reads, with the label its "not found" message uses. */

const MEDIA_LABEL: Readonly<Record<MediaType, string>> = { movie: 'Movie', tv: 'TV show' };

/** ISO 639-1 codes and origin countries of the browse rows (TMDB's discover recipes). */
const JAPANESE = 'ja';
const KOREAN = 'ko';

/**
 * What the details request brings along in the same round trip (`append_to_response`): the image lists its logo and
 * poster are chosen from. TMDB refuses more than 20 appended methods (error 27).
 */
const DETAILS_APPENDED = ['images'] as const;

export const endpoints = {
  trending: (media: MediaType, page: number): TmdbRequest => ({
    path: `/trending/${media}/day`,
    params: { page },
    label: `Trending ${media} list`,
  }),
  movieList: (category: MovieCategory, page: number): TmdbRequest => ({
    path: `/movie/${category}`,
    params: { page },
    label: `Movie list ${category}`,
  }),
  tvList: (category: TvCategory, page: number): TmdbRequest => ({
    path: `/tv/${category}`,
    params: { page },
    label: `TV list ${category}`,
  }),
  /** `imageLanguages`: TMDB's include_image_language for the appended image lists (e.g. `fr,en,null`). */
  details: (media: MediaType, id: number, imageLanguages: string): TmdbRequest => ({
    path: `/${media}/${id}`,
    params: { append_to_response: DETAILS_APPENDED.join(','), include_image_language: imageLanguages },
    label: `${MEDIA_LABEL[media]} ${id}`,
  }),
  credits: (media: MediaType, id: number): TmdbRequest => ({
    path: `/${media}/${id}/credits`,
    label: `${MEDIA_LABEL[media]} ${id}`,
  }),
  similar: (media: MediaType, id: number, page: number): TmdbRequest => ({
    path: `/${media}/${id}/similar`,
    params: { page },
    label: `${MEDIA_LABEL[media]} ${id}`,
  }),
  /** `languages`: TMDB's include_video_language (e.g. `fr,en`); without it TMDB answers the asked language's. */
  videos: (media: MediaType, id: number, languages?: string): TmdbRequest => ({
    path: `/${media}/${id}/videos`,
    ...(languages ? { params: { include_video_language: languages } } : {}),
    label: `${MEDIA_LABEL[media]} ${id}`,
  }),
  season: (tvId: number, seasonNumber: number): TmdbRequest => ({
    path: `/tv/${tvId}/season/${seasonNumber}`,
    label: `Season ${seasonNumber} of TV show ${tvId}`,
  }),
  search: (kind: SearchType, query: string, page: number, includeAdult: boolean): TmdbRequest => ({
    path: `/search/${kind}`,
    params: { query, include_adult: includeAdult, page },
    label: `Search results for ${kind}`,
  }),
  popularPeople: (page: number): TmdbRequest => ({
    path: '/person/popular',
    params: { page },
    label: 'Popular people list',
  }),
  person: (id: number): TmdbRequest => ({ path: `/person/${id}`, label: `Person ${id}` }),
  personCredits: (id: number): TmdbRequest => ({
    path: `/person/${id}/combined_credits`,
    label: `Person ${id}`,
  }),
  browse: (
    kind: BrowseKind,
    media: MediaType,
    list: BrowseList,
    page: number,
    nowMs: number,
  ): TmdbRequest => ({
    path: `/discover/${media}`,
    params: { ...browseFilter(kind, media), ...browseOrder(media, list, nowMs), include_adult: false, page },
    label: `${kind} ${list} list`,
  }),
  discover: (media: MediaType, filters: DiscoverFilters, page: number): TmdbRequest => ({
    path: `/discover/${media}`,
    params: { ...discoverParams(media, filters), page },
    label: `Discover ${media}`,
  }),
  recommendations: (media: MediaType, id: number, page: number): TmdbRequest => ({
    path: `/${media}/${id}/recommendations`,
    params: { page },
    label: `${MEDIA_LABEL[media]} ${id}`,
  }),
  keywords: (media: MediaType, id: number): TmdbRequest => ({
    path: `/${media}/${id}/keywords`,
    label: `${MEDIA_LABEL[media]} ${id}`,
  }),
  /** A movie's release dates carry its ratings; a show's ratings have their own path. */
  certification: (media: MediaType, id: number): TmdbRequest => ({
    path: media === 'movie' ? `/movie/${id}/release_dates` : `/tv/${id}/content_ratings`,
    label: `${MEDIA_LABEL[media]} ${id}`,
  }),
  watchProviders: (media: MediaType, id: number): TmdbRequest => ({
    path: `/${media}/${id}/watch/providers`,
    label: `${MEDIA_LABEL[media]} ${id}`,
  }),
  regionProviders: (media: MediaType, region: string): TmdbRequest => ({
    path: `/watch/providers/${media}`,
    params: { watch_region: region },
    label: `Watch providers of ${region}`,
  }),
  findByImdbId: (imdbId: string): TmdbRequest => ({
    path: `/find/${encodeURIComponent(imdbId)}`,
    params: { external_source: 'imdb_id' },
    label: `IMDb id ${imdbId}`,
  }),
} as const;

const SORT_BY: Readonly<Record<MediaType, Readonly<Record<DiscoverSort, string>>>> = {
  movie: { popularity: 'popularity.desc', rating: 'vote_average.desc', newest: 'primary_release_date.desc' },
  tv: { popularity: 'popularity.desc', rating: 'vote_average.desc', newest: 'first_air_date.desc' },
};
/** TMDB filters dates by release for movies and by first broadcast for shows, under different names. */
const DATE_PARAM: Readonly<Record<MediaType, string>> = {
  movie: 'primary_release_date',
  tv: 'first_air_date',
};

/** Our discover filters in TMDB's query language: comma = all of, pipe = any of. */
function discoverParams(media: MediaType, f: DiscoverFilters): TmdbRequest['params'] {
  const params: Record<string, string | number | boolean> = {
    sort_by: SORT_BY[media][f.sort ?? 'popularity'],
    include_adult: f.includeAdult ?? false,
  };
  if (f.genres?.length) params.with_genres = f.genres.join(f.genreMatch === 'any' ? '|' : ',');
  if (f.withoutGenres?.length) params.without_genres = f.withoutGenres.join(',');
  if (f.originalLanguage) params.with_original_language = f.originalLanguage;
  if (f.releasedFrom) params[`${DATE_PARAM[media]}.gte`] = f.releasedFrom;
  if (f.releasedTo) params[`${DATE_PARAM[media]}.lte`] = f.releasedTo;
  if (f.runtimeMin !== undefined) params['with_runtime.gte'] = f.runtimeMin;
  if (f.runtimeMax !== undefined) params['with_runtime.lte'] = f.runtimeMax;
  if (f.minVotes !== undefined) params['vote_count.gte'] = f.minVotes;
  // TMDB rates per country and filters on one country's ladder; its TV discover has no rating filter.
  if (f.certificationMax && media === 'movie') {
    params.certification_country = RATING_COUNTRY;
    params['certification.lte'] = f.certificationMax;
  }
  return params;
}

type Params = Record<string, string | number | boolean>;

/** Anime = Japanese animation; K-drama = Korean titles (for TV, dramas only), as TMDB's recipes define them. */
function browseFilter(kind: BrowseKind, media: MediaType): Params {
  if (kind === 'anime') return { with_genres: GENRE_ANIMATION, with_original_language: JAPANESE };
  return media === 'tv'
    ? { with_original_language: KOREAN, with_genres: GENRE_DRAMA }
    : { with_original_language: KOREAN };
}

function browseOrder(media: MediaType, list: BrowseList, nowMs: number): Params {
  if (list === 'popular') return { sort_by: 'popularity.desc' };
  if (list === 'top-rated')
    return { sort_by: 'vote_average.desc', 'vote_count.gte': TOP_RATED_MIN_VOTE_COUNT };
  if (media === 'tv') {
    return {
      sort_by: 'popularity.desc',
      'air_date.gte': isoDayFrom(nowMs, -BROWSE_ON_AIR_TV_WINDOW_DAYS),
      'air_date.lte': isoDayFrom(nowMs, BROWSE_ON_AIR_TV_WINDOW_DAYS),
    };
  }
  return {
    sort_by: 'popularity.desc',
    'primary_release_date.gte': isoDayFrom(nowMs, -BROWSE_ON_AIR_MOVIE_WINDOW_DAYS),
    'primary_release_date.lte': isoDayFrom(nowMs, 0),
  };
}
