import { GENRE_ANIMATION, GENRE_DRAMA, MOVIE_GENRE_IDS } from '@kinora/domain';
import { type Flavour, movieId, moviePlacement } from './layout';
import { animeTitle, internationalTitle, koreanTitle } from './naming';
import { createRng, type Rng, round1, round3, STREAM } from './prng';
import { homepage, type TitleProse, titleProse } from './prose';

/** A movie as the demo stores it; dates are offsets from "today" so every day has fresh releases. */
export type MovieRecord = TitleProse & {
  index: number;
  id: number;
  flavour: Flavour;
  groupIndex: number;
  title: string;
  originalTitle: string;
  originalLanguage: string;
  originCountry: string;
  genreIds: number[];
  adult: boolean;
  /** Release day relative to today: negative is past, 0 is today, positive is still to come. */
  releaseOffset: number;
  popularity: number;
  voteAverage: number;
  voteCount: number;
  runtime: number;
  homepage: string;
  hasPoster: boolean;
  hasBackdrop: boolean;
};

const DAYS_PER_YEAR = 365;
/** Release calendar by group index modulo 20: 10% in cinemas now, 10% upcoming, 5% announced. */
const RELEASE_CYCLE = 20;
const RECENT_SLOTS = new Set([0, 10]);
const UPCOMING_SLOTS = new Set([5, 15]);
const ANNOUNCED_SLOTS = new Set([19]);
/** Recent releases land inside NOW_PLAYING_WINDOW_DAYS (45) and upcoming ones inside UPCOMING_WINDOW_DAYS (60). */
const RECENT_MAX_AGE_DAYS = 40;
const UPCOMING_MAX_DAYS = 58;
const ANNOUNCED_DAYS = [75, 400] as const;
const CATALOGUE_YEARS = 45;
/** One adult title in every 33 international movies: a small share, enough to exercise the filters. */
const ADULT_CYCLE = 33;
const ADULT_SLOT = 17;
/** About 5% of titles have no artwork at all and 3% more lack only a backdrop. */
const NO_IMAGES_SHARE = 0.05;
const NO_BACKDROP_SHARE = 0.03;
const HOMEPAGE_SHARE = 0.35;

const INTERNATIONAL_LANGUAGES = [
  ['en', 'US'],
  ['en', 'US'],
  ['en', 'US'],
  ['en', 'GB'],
  ['en', 'US'],
  ['en', 'CA'],
  ['fr', 'FR'],
  ['es', 'ES'],
  ['es', 'MX'],
  ['de', 'DE'],
  ['it', 'IT'],
  ['pt', 'BR'],
  ['sv', 'SE'],
  ['da', 'DK'],
  ['en', 'AU'],
] as const;
const GENRE_TV_MOVIE = 10770;
const GENRE_ROMANCE = 10749;
const LIVE_ACTION_GENRES = MOVIE_GENRE_IDS.filter((g) => g !== GENRE_ANIMATION && g !== GENRE_TV_MOVIE);
/** Action, Adventure, Fantasy, Science Fiction, Family, Drama, Romance, Comedy. */
const ANIME_EXTRA_GENRES = [28, 12, 14, 878, 10751, GENRE_DRAMA, GENRE_ROMANCE, 35] as const;
/** Drama, Romance, Thriller, Crime, Comedy, Horror, Mystery. */
const KDRAMA_GENRES = [GENRE_DRAMA, GENRE_ROMANCE, 53, 80, 35, 27, 9648] as const;
const ADULT_GENRES = [GENRE_DRAMA, GENRE_ROMANCE] as const;

/** Popularity has a long tail (most titles modest, a few huge) and is boosted while a title is new or coming. */
const POPULARITY = { FLOOR: 2, TAIL: 400, TAIL_SKEW: 4, NOISE: 25, FRESH_BOOST: 3 } as const;
/** Ratings are roughly normal around TMDB's typical average. */
const RATING = { MEAN: 6.6, DEVIATION: 0.9, MIN: 1, MAX: 9.4 } as const;
/** Vote counts grow with popularity and age; recent releases have few, unreleased ones none. */
const VOTES = {
  FRESH_BASE: 5,
  FRESH_PER_POPULARITY: [0.5, 3],
  BASE: 60,
  PER_POPULARITY: [4, 40],
  PER_YEAR: [0, 60],
} as const;
const RUNTIME_MINUTES: Readonly<Record<Flavour, readonly [number, number]>> = {
  intl: [82, 175],
  anime: [85, 125],
  kdrama: [95, 140],
};

export function movieRecord(seed: number, index: number): MovieRecord {
  const rng = createRng(seed, STREAM.MOVIE, index);
  const { flavour, groupIndex } = moviePlacement(index);
  const adult = flavour === 'intl' && groupIndex % ADULT_CYCLE === ADULT_SLOT;
  const names =
    flavour === 'anime' ? animeTitle(rng) : flavour === 'kdrama' ? koreanTitle(rng) : internationalTitle(rng);
  const [language, country] =
    flavour === 'anime'
      ? ['ja', 'JP']
      : flavour === 'kdrama'
        ? ['ko', 'KR']
        : rng.pick(INTERNATIONAL_LANGUAGES);
  const slot = groupIndex % RELEASE_CYCLE;
  const releaseOffset = adult ? pastOffset(rng) : releaseOffsetFor(slot, rng);
  const isFuture = releaseOffset > 0;
  const isRecent = !isFuture && releaseOffset >= -RECENT_MAX_AGE_DAYS;
  const popularity = round3(
    (POPULARITY.FLOOR +
      POPULARITY.TAIL * rng.next() ** POPULARITY.TAIL_SKEW +
      rng.float(0, POPULARITY.NOISE)) *
      (isFuture || isRecent ? POPULARITY.FRESH_BOOST : 1),
  );
  const noImages = rng.chance(NO_IMAGES_SHARE);
  const ageYears = -releaseOffset / DAYS_PER_YEAR;
  return {
    index,
    id: movieId(index),
    flavour,
    groupIndex,
    title: names.title,
    originalTitle: names.original,
    originalLanguage: language,
    originCountry: country,
    genreIds: adult ? [...ADULT_GENRES] : genresFor(flavour, rng),
    adult,
    releaseOffset,
    popularity,
    voteAverage: isFuture
      ? 0
      : round1(Math.min(RATING.MAX, Math.max(RATING.MIN, rng.normal(RATING.MEAN, RATING.DEVIATION)))),
    voteCount: isFuture
      ? 0
      : Math.floor(
          isRecent
            ? VOTES.FRESH_BASE + popularity * rng.float(...VOTES.FRESH_PER_POPULARITY)
            : VOTES.BASE +
                popularity * rng.float(...VOTES.PER_POPULARITY) +
                ageYears * rng.float(...VOTES.PER_YEAR),
        ),
    runtime: rng.int(...RUNTIME_MINUTES[flavour]),
    // Drawn where the tagline and overview always were: the draws after them stay the same.
    ...titleProse(rng),
    homepage: homepage(rng, HOMEPAGE_SHARE, names.title, movieId(index)),
    hasPoster: !noImages,
    hasBackdrop: !noImages && !rng.chance(NO_BACKDROP_SHARE),
  };
}

function releaseOffsetFor(slot: number, rng: Rng): number {
  if (RECENT_SLOTS.has(slot)) return -rng.int(0, RECENT_MAX_AGE_DAYS);
  if (UPCOMING_SLOTS.has(slot)) return rng.int(1, UPCOMING_MAX_DAYS);
  if (ANNOUNCED_SLOTS.has(slot)) return rng.int(...ANNOUNCED_DAYS);
  return pastOffset(rng);
}

/** Older releases, denser in recent years like a real catalogue, and never inside the now-playing window. */
const PAST_GAP_DAYS = 10;
const PAST_DENSITY_SKEW = 1.6;
function pastOffset(rng: Rng): number {
  const spread = Math.floor(rng.next() ** PAST_DENSITY_SKEW * CATALOGUE_YEARS * DAYS_PER_YEAR);
  return -(RECENT_MAX_AGE_DAYS + PAST_GAP_DAYS + spread);
}

function genresFor(flavour: Flavour, rng: Rng): number[] {
  if (flavour === 'anime') return [GENRE_ANIMATION, ...rng.sample(ANIME_EXTRA_GENRES, rng.int(1, 2))];
  if (flavour === 'kdrama') return rng.sample(KDRAMA_GENRES, rng.int(1, 3));
  return rng.sample(LIVE_ACTION_GENRES, rng.int(1, 3));
}
