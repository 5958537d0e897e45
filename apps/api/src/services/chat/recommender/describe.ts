import type { MediaType } from '@kinora/domain';
import { GENRE_CONCEPTS, type GenreConcept } from './genre-concepts';
import type { Intent, Length, Origin } from './intent';

/**
 * What the recommender understood, in words: a phrase for what is wanted ("scary 1990s horror movies with
 * Brad Pitt", "K-dramas about revenge", "comedy movies for kids (rated PG or lower)") and notes for what was
 * ruled out ("not gory", "no romance"). The intro and the "nothing found" sentences are built from them.
 */

export type Described = { phrase: string; notes: string[] };

const QUALITY_WORDS = {
  acclaimed: 'acclaimed',
  popular: 'popular',
  'hidden-gem': 'under-the-radar',
} as const;
/** A genre as a thing ruled out ("no animation"), where its label is an adjective ("animated"). */
const EXCLUDED_WORDS: Partial<Record<GenreConcept, string>> = {
  animation: 'animation',
  history: 'history',
  kids: "kids' titles",
  documentary: 'documentaries',
};
const ORIGIN_WORDS: Readonly<Record<Origin, string>> = { anime: 'no anime', kdrama: 'no K-dramas' };
const MINUTES_PER_HOUR = 60;

export function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "90 minutes", "2 hours", "an hour". */
function duration(minutes: number): string {
  if (minutes % MINUTES_PER_HOUR !== 0) return `${minutes} minutes`;
  const hours = minutes / MINUTES_PER_HOUR;
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

function lengthWords(length: Length, media: MediaType): string {
  if (media === 'tv') {
    if (!length.explicit) return length.kind === 'short' ? 'with short episodes' : 'with hour-long episodes';
    return length.kind === 'short'
      ? `with episodes under ${duration(length.maxMinutes ?? 0)}`
      : `with episodes over ${duration(length.minMinutes ?? 0)}`;
  }
  return length.kind === 'short'
    ? `under ${duration(length.maxMinutes ?? 100)}`
    : `over ${duration(length.minMinutes ?? 150)}`;
}

function nounOf(intent: Intent, media: MediaType, plural: boolean): string {
  if (intent.origin === 'anime')
    return media === 'tv' ? 'anime series' : plural ? 'anime movies' : 'anime movie';
  if (intent.origin === 'kdrama')
    return media === 'tv' ? (plural ? 'K-dramas' : 'K-drama') : plural ? 'Korean movies' : 'Korean movie';
  if (intent.genres.includes('documentary'))
    return media === 'tv' ? 'documentary series' : plural ? 'documentaries' : 'documentary';
  return media === 'tv' ? (plural ? 'TV shows' : 'TV show') : plural ? 'movies' : 'movie';
}

/** The request for `count` titles of `media`. */
export function describeRequest(
  intent: Intent,
  media: MediaType,
  count: number,
  personRole?: 'cast' | 'crew',
): Described {
  const before: string[] = [];
  if (intent.quality) before.push(QUALITY_WORDS[intent.quality]);
  const era = intent.era;
  // "recent", "older", "classic", "upcoming" read well before the noun; years and decades after it.
  const eraBefore = era && (era.recent || era.upcoming || /^(?:older|classic)$/.test(era.label));
  if (era && eraBefore) before.push(era.label);
  if (intent.language && !(intent.origin === 'kdrama' && intent.language.code === 'ko'))
    before.push(intent.language.label);
  for (const mood of intent.moods) before.push(mood.label);
  before.push(...intent.themes.filter((t) => t.adjective).map((t) => t.label));
  before.push(...intent.genres.filter((g) => g !== 'documentary').map((g) => GENRE_CONCEPTS[g].label));

  const after: string[] = [];
  const about = intent.themes.filter((t) => !t.adjective).map((t) => t.label);
  if (about.length > 0) after.push(`about ${listOf(about)}`);
  if (era && !eraBefore)
    after.push(/^(?:early |mid |late )?\d{4}s$/.test(era.label) ? `from the ${era.label}` : era.label);
  if (intent.length) after.push(lengthWords(intent.length, media));
  if (intent.person) {
    const directed = personRole ? personRole === 'crew' : intent.person.directing;
    after.push(
      directed
        ? `${media === 'tv' ? 'created' : 'directed'} by ${intent.person.name}`
        : `with ${intent.person.name}`,
    );
  }
  if (intent.reference?.title) after.push(`like ${intent.reference.title}`);
  const age = intent.ageLimit;
  if (age)
    after.push(
      age.explicit ? age.label : `${age.label} (rated ${media === 'tv' ? age.tv : age.movie} or lower)`,
    );

  const notes = [
    ...intent.excluded.map((g) => `no ${EXCLUDED_WORDS[g] ?? GENRE_CONCEPTS[g].label}`),
    ...intent.excludedThemes.map((t) => t.without),
    ...intent.excludedOrigins.map((o) => ORIGIN_WORDS[o]),
    ...intent.excludedLanguages.map((l) => `nothing in ${l.label}`),
  ];
  return { phrase: [...before, nounOf(intent, media, count !== 1), ...after].join(' '), notes };
}

/** The phrase with its notes, as one run of text: "scary movies, not gory". */
export const inWords = (d: Described) => [d.phrase, ...d.notes].join(', ');
