import { GENRE_ANIMATION, GENRE_DRAMA, TV_GENRE_IDS } from '@kinora/domain';
import { type Flavour, MAX_EPISODES, MAX_SEASONS, MIN_EPISODES, tvId, tvPlacement } from './layout';
import { animeTitle, internationalTitle, koreanTitle } from './naming';
import { createRng, type Rng, round1, round3, STREAM } from './prng';
import { homepage, type TitleProse, titleProse } from './prose';

/**
 * How a show sits in time. Airing shows are mid-season with at least one episode still to come; premieres
 * start within a few weeks; the others are between seasons or finished.
 */
export type AiringKind = 'airing' | 'premiere' | 'returning' | 'ended' | 'canceled';

export type TvRecord = TitleProse & {
  index: number;
  id: number;
  flavour: Flavour;
  groupIndex: number;
  name: string;
  originalName: string;
  originalLanguage: string;
  originCountry: string;
  genreIds: number[];
  airingKind: AiringKind;
  /** Episodes air weekly on this weekday (0..6 counted from 1970-01-01, a Thursday). */
  weekday: number;
  /** Start of the latest season in weeks from the most recent `weekday` (negative: in the past). */
  latestStartWeeks: number;
  /** Episodes per season, season 1 first. */
  episodeCounts: number[];
  /** Weeks off air before each season after the first (index n-1 is the gap before season n+1). */
  gapWeeks: number[];
  popularity: number;
  voteAverage: number;
  voteCount: number;
  episodeRunTime: number;
  type: 'Scripted' | 'Miniseries' | 'Animation';
  homepage: string;
  hasPoster: boolean;
  hasBackdrop: boolean;
};

/** Kind by group index modulo 10: 30% airing, 10% premiering, 20% between seasons, 40% finished. */
const KIND_CYCLE: readonly AiringKind[] = [
  'airing',
  'airing',
  'airing',
  'premiere',
  'returning',
  'returning',
  'ended',
  'ended',
  'ended',
  'canceled',
];
const AIRING_PER_CYCLE = 3;
const WEEKDAYS = 7;
const PREMIERE_WEEKS = [1, 8] as const;
const RETURNING_BREAK_WEEKS = [5, 40] as const;
const ENDED_WEEKS_AGO = [30, 52 * 12] as const;
const SEASON_GAP_WEEKS = [20, 60] as const;
const ANIME_EPISODE_COUNTS = [12, 13, 24] as const;
const KDRAMA_EPISODE_COUNTS = [12, 16, 20] as const;
const NO_IMAGES_SHARE = 0.05;
const NO_BACKDROP_SHARE = 0.03;
const HOMEPAGE_SHARE = 0.3;

const INTERNATIONAL_LANGUAGES = [
  ['en', 'US'],
  ['en', 'US'],
  ['en', 'GB'],
  ['en', 'US'],
  ['fr', 'FR'],
  ['es', 'ES'],
  ['de', 'DE'],
  ['da', 'DK'],
  ['en', 'CA'],
  ['sv', 'SE'],
  ['en', 'AU'],
  ['it', 'IT'],
] as const;
/** Not News (10763) or Talk (10767): shows of those genres have no seasons worth generating. */
const INTERNATIONAL_GENRES = TV_GENRE_IDS.filter((g) => ![GENRE_ANIMATION, 10763, 10767].includes(g));
/** Action & Adventure, Sci-Fi & Fantasy, Comedy, Drama, Mystery, Kids. */
const ANIME_EXTRA_GENRES = [10759, 10765, 35, GENRE_DRAMA, 9648, 10762] as const;
/** Comedy, Mystery, Crime, Sci-Fi & Fantasy, Soap, Family, Action & Adventure. */
const KDRAMA_EXTRA_GENRES = [35, 9648, 80, 10765, 10766, 10751, 10759] as const;

/** Popularity has a long tail and is boosted while a show is on air or about to premiere. */
const POPULARITY = { FLOOR: 3, TAIL: 300, TAIL_SKEW: 4, NOISE: 20, ON_AIR_BOOST: 2.5 } as const;
const RATING = { MEAN: 7, DEVIATION: 0.8, MIN: 1.5, MAX: 9.3 } as const;
const VOTES = { BASE: 40, PER_POPULARITY: [3, 30] } as const;
/** Minutes per episode: anime half-hours, K-drama hours, the rest from the usual slots. */
const ANIME_RUNTIME = 24;
const KDRAMA_RUNTIME = [60, 70] as const;
const INTERNATIONAL_RUNTIMES = [22, 30, 45, 50, 60] as const;
const MINISERIES_SHARE = 0.3;

export function tvRecord(seed: number, index: number): TvRecord {
  const rng = createRng(seed, STREAM.TV, index);
  const { flavour, groupIndex } = tvPlacement(index);
  const names =
    flavour === 'anime' ? animeTitle(rng) : flavour === 'kdrama' ? koreanTitle(rng) : internationalTitle(rng);
  const [language, country] =
    flavour === 'anime'
      ? ['ja', 'JP']
      : flavour === 'kdrama'
        ? ['ko', 'KR']
        : rng.pick(INTERNATIONAL_LANGUAGES);
  const cycleSlot = groupIndex % KIND_CYCLE.length;
  const airingKind = KIND_CYCLE[cycleSlot] ?? 'ended';
  const seasonCount = airingKind === 'premiere' ? 1 : rng.int(1, MAX_SEASONS);
  const episodeCounts = Array.from({ length: seasonCount }, () => episodeCount(flavour, rng));
  const latestEpisodes = episodeCounts[seasonCount - 1] ?? MIN_EPISODES;
  const noImages = rng.chance(NO_IMAGES_SHARE);
  const isNew = airingKind === 'premiere';
  const popularity = round3(
    (POPULARITY.FLOOR +
      POPULARITY.TAIL * rng.next() ** POPULARITY.TAIL_SKEW +
      rng.float(0, POPULARITY.NOISE)) *
      (airingKind === 'airing' || isNew ? POPULARITY.ON_AIR_BOOST : 1),
  );
  return {
    index,
    id: tvId(index),
    flavour,
    groupIndex,
    name: names.title,
    originalName: names.original,
    originalLanguage: language,
    originCountry: country,
    genreIds: genresFor(flavour, rng),
    airingKind,
    // Airing shows take weekdays in turn, so every day of the week has shows airing (in every flavour).
    weekday:
      airingKind === 'airing'
        ? (Math.floor(groupIndex / KIND_CYCLE.length) * AIRING_PER_CYCLE + cycleSlot) % WEEKDAYS
        : rng.int(0, WEEKDAYS - 1),
    latestStartWeeks: latestStartWeeks(airingKind, latestEpisodes, rng),
    episodeCounts,
    gapWeeks: Array.from({ length: seasonCount - 1 }, () => rng.int(...SEASON_GAP_WEEKS)),
    popularity,
    voteAverage: isNew
      ? 0
      : round1(Math.min(RATING.MAX, Math.max(RATING.MIN, rng.normal(RATING.MEAN, RATING.DEVIATION)))),
    voteCount: isNew ? 0 : Math.floor(VOTES.BASE + popularity * rng.float(...VOTES.PER_POPULARITY)),
    episodeRunTime:
      flavour === 'anime'
        ? ANIME_RUNTIME
        : flavour === 'kdrama'
          ? rng.int(...KDRAMA_RUNTIME)
          : rng.pick(INTERNATIONAL_RUNTIMES),
    type:
      flavour === 'anime'
        ? 'Animation'
        : seasonCount === 1 && rng.chance(MINISERIES_SHARE)
          ? 'Miniseries'
          : 'Scripted',
    // Drawn where the tagline and overview always were: the draws after them stay the same.
    ...titleProse(rng),
    homepage: homepage(rng, HOMEPAGE_SHARE, names.title, tvId(index)),
    hasPoster: !noImages,
    hasBackdrop: !noImages && !rng.chance(NO_BACKDROP_SHARE),
  };
}

function episodeCount(flavour: Flavour, rng: Rng): number {
  if (flavour === 'anime') return rng.pick(ANIME_EPISODE_COUNTS);
  if (flavour === 'kdrama') return rng.pick(KDRAMA_EPISODE_COUNTS);
  return rng.int(MIN_EPISODES, MAX_EPISODES);
}

function latestStartWeeks(kind: AiringKind, latestEpisodes: number, rng: Rng): number {
  // Airing: started j weeks before the latest air day, with j <= episodes - 2 so one episode is still to come.
  if (kind === 'airing') return -rng.int(0, latestEpisodes - 2);
  if (kind === 'premiere') return rng.int(...PREMIERE_WEEKS);
  const weeksOff = kind === 'returning' ? rng.int(...RETURNING_BREAK_WEEKS) : rng.int(...ENDED_WEEKS_AGO);
  return -(latestEpisodes - 1) - weeksOff;
}

function genresFor(flavour: Flavour, rng: Rng): number[] {
  if (flavour === 'anime') return [GENRE_ANIMATION, ...rng.sample(ANIME_EXTRA_GENRES, rng.int(1, 2))];
  if (flavour === 'kdrama') return [GENRE_DRAMA, ...rng.sample(KDRAMA_EXTRA_GENRES, rng.int(0, 2))];
  return rng.sample(INTERNATIONAL_GENRES, rng.int(1, 3));
}
