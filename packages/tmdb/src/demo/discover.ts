import type { MediaType } from '@kinora/domain';
import type { DiscoverFilters } from '../catalogue';
import { ratingWithin } from '../shared/certifications';
import { isoDay } from '../shared/dates';
import type { DayView } from './day-view';
import type { MovieRecord } from './movie-records';
import { movieRating } from './ratings';
import type { TvRecord } from './tv-records';
import type { DemoWorld } from './world';

/** The demo's discover: TMDB's filters applied to the generated records, as record indices in order. */

type Title = MovieRecord | TvRecord;

const isMovie = (t: Title): t is MovieRecord => 'releaseOffset' in t;

export function discoverList(
  world: DemoWorld,
  view: DayView,
  media: MediaType,
  f: DiscoverFilters,
): number[] {
  const day = (t: Title) => (isMovie(t) ? view.releaseDay(t) : view.schedule(t).firstAirDay);
  const runtime = (t: Title) => (isMovie(t) ? t.runtime : t.episodeRunTime);
  const genres = f.genres ?? [];
  const matchesGenres = (t: Title) =>
    genres.length === 0 ||
    (f.genreMatch === 'any'
      ? genres.some((g) => t.genreIds.includes(g))
      : genres.every((g) => t.genreIds.includes(g)));
  const titles: Title[] = media === 'movie' ? world.movies : world.tv;
  const kept = titles.filter((t) => {
    if (isMovie(t) && t.adult && !f.includeAdult) return false;
    if (!matchesGenres(t)) return false;
    if (f.withoutGenres?.some((g) => t.genreIds.includes(g))) return false;
    if (f.originalLanguage && t.originalLanguage !== f.originalLanguage) return false;
    if (f.runtimeMin !== undefined && runtime(t) < f.runtimeMin) return false;
    if (f.runtimeMax !== undefined && runtime(t) > f.runtimeMax) return false;
    if (f.minVotes !== undefined && t.voteCount < f.minVotes) return false;
    // Like TMDB, the rating filter is for movies only.
    if (
      f.certificationMax &&
      isMovie(t) &&
      !ratingWithin('movie', movieRating(world.seed, t), f.certificationMax)
    )
      return false;
    const date = isoDay(day(t));
    if (f.releasedFrom && date < f.releasedFrom) return false;
    if (f.releasedTo && date > f.releasedTo) return false;
    return true;
  });
  const sort = f.sort ?? 'popularity';
  kept.sort((a, b) => {
    if (sort === 'rating') return b.voteAverage - a.voteAverage || b.voteCount - a.voteCount || a.id - b.id;
    if (sort === 'newest') return day(b) - day(a) || a.id - b.id;
    return b.popularity - a.popularity || a.id - b.id;
  });
  return kept.map((t) => t.index);
}
