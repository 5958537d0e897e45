import type { MediaType } from '@kinora/domain';
import { type DiscoverFilters, ratingWithin, TOP_RATED_MIN_VOTE_COUNT } from '@kinora/tmdb';
import { conceptIds, expressible, type GenreConcept } from './genre-concepts';
import type { Intent } from './intent';

/** The catalogue's discover query for an intent, in one media. */

const GENRE_ANIMATION = 16;
const GENRE_DRAMA = 18;
/**
 * TMDB's TV discover cannot filter by rating, so shows for children are looked for among family, kids' and
 * animated shows (each still has its rating checked); "for children" means rated TV-PG or lower.
 */
const TV_KIDS_GENRES = [10751, 10762, GENRE_ANIMATION];
const TV_CHILDREN_RATING = 'TV-PG';
/** Short and long, for shows, are about an episode: a half-hour versus a full hour. */
const SHORT_EPISODE_MINUTES = 30;
const LONG_EPISODE_MINUTES = 55;
/** Below this many votes a title's rating means little; new and upcoming titles are exempt. */
const MIN_VOTES = 10;
const HIDDEN_GEM_MIN_VOTES = 30;
const UPCOMING_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The explicit genres an intent asks for that this media can express. */
export function askedConcepts(intent: Intent, media: MediaType): GenreConcept[] {
  return intent.genres.filter((g) => expressible(g, media));
}

/** The concepts of the intent's moods, when no genre was named outright. */
export function moodConcepts(intent: Intent, media: MediaType): GenreConcept[] {
  if (askedConcepts(intent, media).length > 0) return [];
  return [...new Set(intent.moods.flatMap((m) => m.concepts))].filter((g) => expressible(g, media));
}

export function avoidedConcepts(intent: Intent): GenreConcept[] {
  const avoided = new Set<GenreConcept>(intent.excluded);
  for (const mood of intent.moods)
    for (const g of mood.avoid ?? []) if (!intent.genres.includes(g)) avoided.add(g);
  return [...avoided];
}

export function dateWindow(intent: Intent, nowMs: number): { from?: string; to?: string } {
  const today = isoDay(nowMs);
  const era = intent.era;
  if (era?.upcoming) return { from: isoDay(nowMs + DAY_MS), to: isoDay(nowMs + UPCOMING_DAYS * DAY_MS) };
  const to = era?.to !== undefined ? `${era.to}-12-31` : today;
  // Nothing unreleased unless asked for: the window never ends after today.
  const end = to.localeCompare(today) < 0 ? to : today;
  return { from: era?.from !== undefined ? `${era.from}-01-01` : undefined, to: end };
}

export function runtimeBounds(intent: Intent, media: MediaType): { min?: number; max?: number } {
  const length = intent.length;
  if (!length) return {};
  if (media === 'movie') return { min: length.minMinutes, max: length.maxMinutes };
  // Minutes the question gave are an episode's for a show; "short" and "long" mean a half-hour and an hour.
  if (length.explicit) return { min: length.minMinutes, max: length.maxMinutes };
  if (length.kind === 'short') return { max: SHORT_EPISODE_MINUTES };
  return { min: LONG_EPISODE_MINUTES };
}

/** Whether an answer for this age needs children's shows. */
export const wantsChildrensShows = (intent: Intent, media: MediaType) =>
  media === 'tv' &&
  intent.ageLimit !== undefined &&
  ratingWithin('tv', intent.ageLimit.tv, TV_CHILDREN_RATING);

/**
 * Where to look when the question names no genre: children's shows for a young audience, or the genres its
 * themes are usually filed under ("revenge": thrillers, crime, action, drama) when nothing else narrows it.
 */
export function hintedGenres(intent: Intent, media: MediaType): number[] {
  if (wantsChildrensShows(intent, media)) return TV_KIDS_GENRES;
  const narrowed = intent.origin || intent.language || intent.person || intent.reference;
  if (narrowed) return [];
  const concepts = [...new Set(intent.themes.flatMap((t) => t.lookIn))].filter((g) => expressible(g, media));
  return [...new Set(concepts.flatMap((g) => [...conceptIds(g, media)]))];
}

/**
 * One discover query: genres (all named genres, or any genre of the moods), origin and language, dates,
 * runtime, order by the asked quality. `loose` asks for any of the named genres instead of all of them.
 */
export function discoverFilters(
  intent: Intent,
  media: MediaType,
  nowMs: number,
  loose = false,
): DiscoverFilters {
  const asked = askedConcepts(intent, media);
  const moods = moodConcepts(intent, media);
  let genres: number[];
  let genreMatch: 'all' | 'any' = 'all';
  if (asked.length === 1 || (asked.length > 1 && loose)) {
    genres = asked.flatMap((g) => [...conceptIds(g, media)]);
    genreMatch = 'any';
  } else if (asked.length > 1) {
    genres = asked.map((g) => conceptIds(g, media)[0] as number);
  } else if (moods.length > 0) {
    genres = moods.flatMap((g) => [...conceptIds(g, media)]);
    genreMatch = 'any';
  } else {
    genres = hintedGenres(intent, media);
    genreMatch = 'any';
  }
  if (intent.origin === 'anime') {
    // Anime is Japanese animation whatever else is asked: the other genres become "any of".
    genres = [...new Set(genres)];
    return withCommon({ genres: [GENRE_ANIMATION], originalLanguage: 'ja' }, intent, media, nowMs, genres);
  }
  const filters: DiscoverFilters = { genres: [...new Set(genres)], genreMatch };
  if (intent.origin === 'kdrama') {
    filters.originalLanguage = 'ko';
    if (media === 'tv' && genres.length === 0) filters.genres = [GENRE_DRAMA];
  }
  if (intent.language) filters.originalLanguage = intent.language.code;
  return withCommon(filters, intent, media, nowMs);
}

function withCommon(
  base: DiscoverFilters,
  intent: Intent,
  media: MediaType,
  nowMs: number,
  extraAnyGenres: number[] = [],
): DiscoverFilters {
  const { from, to } = dateWindow(intent, nowMs);
  const { min, max } = runtimeBounds(intent, media);
  const fresh = intent.era?.upcoming || intent.era?.recent;
  const avoided = avoidedConcepts(intent).flatMap((g) => [...conceptIds(g, media)]);
  const filters: DiscoverFilters = {
    ...base,
    withoutGenres: avoided.filter((g) => !(base.genres ?? []).includes(g) && !extraAnyGenres.includes(g)),
    releasedFrom: from,
    releasedTo: to,
    runtimeMin: min,
    runtimeMax: max,
    certificationMax: media === 'movie' ? intent.ageLimit?.movie : undefined,
    sort: intent.quality === 'acclaimed' || intent.quality === 'hidden-gem' ? 'rating' : 'popularity',
    minVotes:
      intent.quality === 'acclaimed'
        ? TOP_RATED_MIN_VOTE_COUNT
        : intent.quality === 'hidden-gem'
          ? HIDDEN_GEM_MIN_VOTES
          : fresh
            ? undefined
            : MIN_VOTES,
  };
  return filters;
}
