import {
  type BrowseKind,
  type BrowseList,
  GENRE_ANIMATION,
  GENRE_DRAMA,
  type MediaType,
  type MovieCategory,
  type TvCategory,
} from '@kinora/domain';
import {
  BROWSE_ON_AIR_MOVIE_WINDOW_DAYS,
  BROWSE_ON_AIR_TV_WINDOW_DAYS,
  NOW_PLAYING_WINDOW_DAYS,
  ON_THE_AIR_WINDOW_DAYS,
  TOP_RATED_MIN_VOTE_COUNT,
  UPCOMING_WINDOW_DAYS,
} from '../shared/constants';
import type { DayView } from './day-view';
import type { MovieRecord } from './movie-records';
import { createRng, STREAM } from './prng';
import { airsBetween, latestSeasonAirsOn } from './schedule';
import type { TvRecord } from './tv-records';
import type { DemoWorld } from './world';

/**
 * The demo's ordered lists, as arrays of record indices, each computed once per day. The rules follow TMDB's
 * meaning of each list (see shared/constants for the windows); adult titles never appear in lists.
 */

type Title = MovieRecord | TvRecord;
const byPopularity = (a: Title, b: Title) => b.popularity - a.popularity || a.id - b.id;
const byRating = (a: Title, b: Title) =>
  b.voteAverage - a.voteAverage || b.voteCount - a.voteCount || a.id - b.id;
const indices = (items: Title[]) => items.map((t) => t.index);
const isListed = (m: MovieRecord) => !m.adult;

export function movieCategory(world: DemoWorld, view: DayView, category: MovieCategory): number[] {
  return view.memo(`movie:${category}`, () => {
    const day = view.day;
    const released = (m: MovieRecord) => view.releaseDay(m) <= day;
    const movies = world.movies.filter(isListed);
    if (category === 'now_playing') {
      const from = day - NOW_PLAYING_WINDOW_DAYS;
      return indices(movies.filter((m) => released(m) && view.releaseDay(m) >= from).sort(byPopularity));
    }
    if (category === 'upcoming') {
      const to = day + UPCOMING_WINDOW_DAYS;
      return indices(movies.filter((m) => !released(m) && view.releaseDay(m) <= to).sort(byPopularity));
    }
    if (category === 'top_rated') {
      return indices(
        movies.filter((m) => released(m) && m.voteCount >= TOP_RATED_MIN_VOTE_COUNT).sort(byRating),
      );
    }
    return indices(movies.sort(byPopularity));
  });
}

export function tvCategory(world: DemoWorld, view: DayView, category: TvCategory): number[] {
  return view.memo(`tv:${category}`, () => {
    const day = view.day;
    const shows = [...world.tv];
    if (category === 'airing_today') {
      return indices(shows.filter((t) => latestSeasonAirsOn(view.schedule(t), day)).sort(byPopularity));
    }
    if (category === 'on_the_air') {
      const to = day + ON_THE_AIR_WINDOW_DAYS;
      return indices(shows.filter((t) => airsBetween(view.schedule(t), day, to)).sort(byPopularity));
    }
    if (category === 'top_rated') {
      const aired = (t: TvRecord) => view.schedule(t).firstAirDay <= day;
      return indices(shows.filter((t) => aired(t) && t.voteCount >= TOP_RATED_MIN_VOTE_COUNT).sort(byRating));
    }
    return indices(shows.sort(byPopularity));
  });
}

/** Anime = Japanese animation; K-drama = Korean titles (TV: dramas only), as in TMDB's discover recipes. */
function matchesKind(kind: BrowseKind, media: MediaType, t: Title): boolean {
  if (kind === 'anime') return t.originalLanguage === 'ja' && t.genreIds.includes(GENRE_ANIMATION);
  return t.originalLanguage === 'ko' && (media === 'movie' || t.genreIds.includes(GENRE_DRAMA));
}

export function browseList(
  world: DemoWorld,
  view: DayView,
  kind: BrowseKind,
  media: MediaType,
  list: BrowseList,
) {
  return view.memo(`browse:${kind}:${media}:${list}`, () => {
    const day = view.day;
    const titles: Title[] = (media === 'movie' ? world.movies.filter(isListed) : world.tv).filter((t) =>
      matchesKind(kind, media, t),
    );
    const hasAired = (t: Title) =>
      'releaseOffset' in t ? view.releaseDay(t) <= day : view.schedule(t).firstAirDay <= day;
    if (list === 'top-rated') {
      return indices(
        titles.filter((t) => hasAired(t) && t.voteCount >= TOP_RATED_MIN_VOTE_COUNT).sort(byRating),
      );
    }
    if (list === 'on-air') {
      const onAir = (t: Title) =>
        'releaseOffset' in t
          ? view.releaseDay(t) <= day && view.releaseDay(t) >= day - BROWSE_ON_AIR_MOVIE_WINDOW_DAYS
          : airsBetween(
              view.schedule(t),
              day - BROWSE_ON_AIR_TV_WINDOW_DAYS,
              day + BROWSE_ON_AIR_TV_WINDOW_DAYS,
            );
      return indices(titles.filter(onAir).sort(byPopularity));
    }
    return indices(titles.sort(byPopularity));
  });
}

/** Trending items are at most this far ahead of release (a buzzing trailer), never further. */
const TRENDING_MAX_DAYS_AHEAD = 14;
/** Recency boost: a title released today counts up to 1 + RECENCY_BOOST times its popularity, fading over weeks. */
const RECENCY_BOOST = 4;
const RECENCY_FADE_DAYS = 21;
/** Day-to-day wobble so the list moves daily without losing its shape. */
const DAILY_JITTER = [0.6, 1.4] as const;
const MEDIA_CODE = { movie: 1, tv: 2 } as const;

export function trendingList(world: DemoWorld, view: DayView, media: MediaType): number[] {
  return view.memo(`trending:${media}`, () => {
    const day = view.day;
    const titles: Title[] = media === 'movie' ? world.movies.filter(isListed) : world.tv;
    const scored = titles
      .map((t) => {
        const refDay =
          'releaseOffset' in t
            ? view.releaseDay(t)
            : (view.schedule(t).lastAired?.day ?? view.schedule(t).firstAirDay);
        const jitter = createRng(world.seed, STREAM.TRENDING, day, MEDIA_CODE[media], t.index).float(
          ...DAILY_JITTER,
        );
        const recency = 1 + RECENCY_BOOST * Math.exp(-Math.abs(day - refDay) / RECENCY_FADE_DAYS);
        return { t, refDay, score: t.popularity * recency * jitter };
      })
      .filter(({ refDay }) => refDay <= day + TRENDING_MAX_DAYS_AHEAD);
    const ranked = scored.sort((a, b) => b.score - a.score || a.t.id - b.t.id).map(({ t }) => t);
    return indices(picturedFirst(ranked, TRENDING_PICTURED_HEAD));
  });
}

/**
 * The first page of trending feeds the home hero, search's suggestions and most people's first clicks, so it
 * only holds titles with a poster. The few imageless records (kept to exercise the 'No Image' paths) that would
 * rank there wait just after it, in their order.
 */
const TRENDING_PICTURED_HEAD = 20;

function picturedFirst(ranked: readonly Title[], head: number): Title[] {
  const out: Title[] = [];
  const waiting: Title[] = [];
  for (const title of ranked) {
    if (out.length < head && !title.hasPoster) waiting.push(title);
    else out.push(title);
    if (out.length === head && waiting.length > 0) out.push(...waiting.splice(0));
  }
  return [...out, ...waiting];
}

/** Same media, at least one shared genre, itself excluded, most popular first. */
/** Not memoised: one filter and sort over a few hundred records, and there is one list per title. */
export function similarList(world: DemoWorld, media: MediaType, index: number): number[] {
  const titles: Title[] = media === 'movie' ? world.movies.filter(isListed) : world.tv;
  const source = (media === 'movie' ? world.movies : world.tv)[index];
  if (!source) return [];
  const genres = new Set(source.genreIds);
  return indices(
    titles.filter((t) => t.index !== index && t.genreIds.some((g) => genres.has(g))).sort(byPopularity),
  );
}
