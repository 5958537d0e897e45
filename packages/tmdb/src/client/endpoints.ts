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
  details: (media: MediaType, id: number): TmdbRequest => ({
    path: `/${media}/${id}`,
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
  videos: (media: MediaType, id: number): TmdbRequest => ({
    path: `/${media}/${id}/videos`,
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
} as const;

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
