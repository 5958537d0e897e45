import { TOP_DIRECTORS } from '@kinora/domain';

/**
 * The shape of the demo world: how many of each thing, which id ranges they use and which titles are anime or
 * K-dramas. Everything is arithmetic on an index, so one title can be generated without the others.
 */

export const DEMO_COUNTS = { MOVIES: 640, TV: 280, PEOPLE: 1_500 } as const;

/**
 * Id ranges. TOP_DIRECTORS keep their real TMDB ids (all below 600,000), so every generated range starts
 * above them; `assertNoDirectorCollision` proves it at load.
 */
export const ID_BASE = {
  MOVIE: 600_000,
  TV: 700_000,
  PERSON: 800_000,
  SEASON: 9_000_000,
  EPISODE: 10_000_000,
} as const;
/**
 * Demo titles carry IMDb-shaped ids (so imports that name titles by IMDb id match them offline): `tt97` and
 * `tt98` prefixes, for movies and shows, then the title's index in seven digits. Real IMDb ids never start so.
 */
export const DEMO_IMDB_PREFIX = { movie: 'tt97', tv: 'tt98' } as const;

/** Season ids: base + tvIndex * 100 + season number (at most 8 seasons). */
export const SEASON_ID_STRIDE = 100;
/** Episode ids: base + tvIndex * 1000 + season * 100 + episode (at most 24 episodes). */
export const EPISODE_SHOW_STRIDE = 1_000;
export const EPISODE_SEASON_STRIDE = 100;

export const MAX_SEASONS = 8;
export const MIN_EPISODES = 6;
export const MAX_EPISODES = 24;

export type Flavour = 'intl' | 'anime' | 'kdrama';

/** One anime and one K-drama slot in every `period` titles: 46 + 46 movies, 47 + 47 shows. */
const MOVIE_LAYOUT = { period: 14, anime: 4, kdrama: 10 } as const;
const TV_LAYOUT = { period: 6, anime: 1, kdrama: 4 } as const;
type FlavourLayout = { period: number; anime: number; kdrama: number };

export type Placement = { flavour: Flavour; groupIndex: number };

function placement(layout: FlavourLayout, index: number): Placement {
  const block = Math.floor(index / layout.period);
  const slot = index % layout.period;
  if (slot === layout.anime) return { flavour: 'anime', groupIndex: block };
  if (slot === layout.kdrama) return { flavour: 'kdrama', groupIndex: block };
  const before = (slot > layout.anime ? 1 : 0) + (slot > layout.kdrama ? 1 : 0);
  return { flavour: 'intl', groupIndex: block * (layout.period - 2) + slot - before };
}

export const moviePlacement = (index: number) => placement(MOVIE_LAYOUT, index);
export const tvPlacement = (index: number) => placement(TV_LAYOUT, index);

/** People come in three pools so anime casts sound Japanese and K-drama casts Korean. */
export type PersonPool = 'intl' | 'ko' | 'ja';
export const PERSON_POOLS: Readonly<Record<PersonPool, { start: number; count: number }>> = {
  intl: { start: 0, count: 1_200 },
  ko: { start: 1_200, count: 150 },
  ja: { start: 1_350, count: 150 },
};
export const POOL_BY_FLAVOUR: Readonly<Record<Flavour, PersonPool>> = {
  intl: 'intl',
  anime: 'ja',
  kdrama: 'ko',
};

export function personPool(index: number): { pool: PersonPool; local: number } {
  for (const pool of ['intl', 'ko', 'ja'] as const) {
    const { start, count } = PERSON_POOLS[pool];
    if (index >= start && index < start + count) return { pool, local: index - start };
  }
  throw new RangeError(`person index ${index} is outside the demo`);
}

/** Departments cycle in tens: one director, writer, producer and technician for every six actors. */
export type Department = 'Acting' | 'Directing' | 'Writing' | 'Production' | 'Camera' | 'Sound' | 'Editing';
const TECH_DEPARTMENTS = ['Camera', 'Sound', 'Editing'] as const;
const DEPARTMENT_CYCLE = 10;
export function departmentOf(local: number): Department {
  const slot = local % DEPARTMENT_CYCLE;
  if (slot === 0) return 'Directing';
  if (slot === 1) return 'Writing';
  if (slot === 2) return 'Production';
  if (slot === 3)
    return TECH_DEPARTMENTS[Math.floor(local / DEPARTMENT_CYCLE) % TECH_DEPARTMENTS.length] ?? 'Camera';
  return 'Acting';
}

export const movieId = (index: number) => ID_BASE.MOVIE + index;
export const tvId = (index: number) => ID_BASE.TV + index;
export const personId = (index: number) => ID_BASE.PERSON + index;
export const seasonId = (tvIndex: number, season: number) =>
  ID_BASE.SEASON + tvIndex * SEASON_ID_STRIDE + season;
export const episodeId = (tvIndex: number, season: number, episode: number) =>
  ID_BASE.EPISODE + tvIndex * EPISODE_SHOW_STRIDE + season * EPISODE_SEASON_STRIDE + episode;

/** Index of a generated id in its range, or undefined when the id is not one of ours. */
export function indexOf(id: number, base: number, count: number): number | undefined {
  const index = id - base;
  return Number.isInteger(index) && index >= 0 && index < count ? index : undefined;
}

export function decodeSeasonId(id: number): { tvIndex: number; season: number } | undefined {
  const offset = id - ID_BASE.SEASON;
  if (!Number.isInteger(offset) || offset < 0) return undefined;
  const tvIndex = Math.floor(offset / SEASON_ID_STRIDE);
  const season = offset % SEASON_ID_STRIDE;
  return tvIndex < DEMO_COUNTS.TV ? { tvIndex, season } : undefined;
}

export function decodeEpisodeId(
  id: number,
): { tvIndex: number; season: number; episode: number } | undefined {
  const offset = id - ID_BASE.EPISODE;
  if (!Number.isInteger(offset) || offset < 0) return undefined;
  const tvIndex = Math.floor(offset / EPISODE_SHOW_STRIDE);
  const rest = offset % EPISODE_SHOW_STRIDE;
  const season = Math.floor(rest / EPISODE_SEASON_STRIDE);
  const episode = rest % EPISODE_SEASON_STRIDE;
  return tvIndex < DEMO_COUNTS.TV ? { tvIndex, season, episode } : undefined;
}

export const DIRECTOR_BY_ID: ReadonlyMap<number, { id: number; name: string; slot: number }> = new Map(
  TOP_DIRECTORS.map((d, slot) => [d.id, { ...d, slot }]),
);

function assertNoDirectorCollision(): void {
  const lowest = Math.min(...Object.values(ID_BASE));
  const clash = TOP_DIRECTORS.find((d) => d.id >= lowest);
  if (clash) throw new Error(`director id ${clash.id} falls inside the demo's generated id ranges`);
}
assertNoDirectorCollision();
