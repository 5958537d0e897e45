import type { MediaType } from '@kinora/domain';
import type { MovieRating, TvRating } from '../shared/certifications';
import type { MovieRecord } from './movie-records';
import { createRng, type Rng, STREAM } from './prng';
import type { TvRecord } from './tv-records';

/**
 * US age ratings of demo titles, drawn per title from its own random stream and leaning on its genres the
 * way real ratings do: horror is mostly R, family films mostly G or PG, kids' shows TV-Y to TV-G. A few
 * surprises (a PG horror film, an R comedy) keep age filters honest: genres alone never decide them.
 */

type Weighted<T> = readonly (readonly [T, number])[];

const GENRE = {
  ANIMATION: 16,
  FAMILY: 10751,
  HORROR: 27,
  CRIME: 80,
  THRILLER: 53,
  WAR: 10752,
  MYSTERY: 9648,
  KIDS: 10762,
  WAR_POLITICS: 10768,
} as const;

const MOVIE_WEIGHTS: Readonly<Record<'horror' | 'grim' | 'family' | 'other', Weighted<MovieRating>>> = {
  horror: [
    ['PG', 10],
    ['PG-13', 30],
    ['R', 60],
  ],
  grim: [
    ['PG', 5],
    ['PG-13', 45],
    ['R', 50],
  ],
  family: [
    ['G', 35],
    ['PG', 55],
    ['PG-13', 10],
  ],
  other: [
    ['G', 5],
    ['PG', 20],
    ['PG-13', 45],
    ['R', 30],
  ],
};

const TV_WEIGHTS: Readonly<Record<'kids' | 'anime' | 'grim' | 'other', Weighted<TvRating>>> = {
  kids: [
    ['TV-Y', 25],
    ['TV-Y7', 25],
    ['TV-G', 35],
    ['TV-PG', 15],
  ],
  anime: [
    ['TV-PG', 40],
    ['TV-14', 60],
  ],
  grim: [
    ['TV-14', 55],
    ['TV-MA', 45],
  ],
  other: [
    ['TV-G', 5],
    ['TV-PG', 40],
    ['TV-14', 45],
    ['TV-MA', 10],
  ],
};

const MEDIA_CODE: Readonly<Record<MediaType, number>> = { movie: 1, tv: 2 };

function draw<T>(rng: Rng, weights: Weighted<T>): T {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let at = rng.next() * total;
  for (const [value, weight] of weights) {
    at -= weight;
    if (at < 0) return value;
  }
  return (weights[weights.length - 1] as readonly [T, number])[0];
}

export function movieRating(seed: number, m: MovieRecord): MovieRating {
  if (m.adult) return 'NC-17';
  const rng = createRng(seed, STREAM.RATINGS, MEDIA_CODE.movie, m.index);
  const has = (...ids: number[]) => ids.some((g) => m.genreIds.includes(g));
  if (has(GENRE.HORROR)) return draw(rng, MOVIE_WEIGHTS.horror);
  if (has(GENRE.CRIME, GENRE.THRILLER, GENRE.WAR)) return draw(rng, MOVIE_WEIGHTS.grim);
  if (has(GENRE.FAMILY, GENRE.ANIMATION)) return draw(rng, MOVIE_WEIGHTS.family);
  return draw(rng, MOVIE_WEIGHTS.other);
}

export function tvRating(seed: number, t: TvRecord): TvRating {
  const rng = createRng(seed, STREAM.RATINGS, MEDIA_CODE.tv, t.index);
  const has = (...ids: number[]) => ids.some((g) => t.genreIds.includes(g));
  if (has(GENRE.CRIME, GENRE.MYSTERY, GENRE.WAR_POLITICS)) return draw(rng, TV_WEIGHTS.grim);
  if (t.flavour === 'anime') return draw(rng, TV_WEIGHTS.anime);
  if (has(GENRE.KIDS, GENRE.FAMILY, GENRE.ANIMATION)) return draw(rng, TV_WEIGHTS.kids);
  return draw(rng, TV_WEIGHTS.other);
}
