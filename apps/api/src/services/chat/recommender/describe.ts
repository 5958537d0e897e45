import type { MediaType } from '@kinora/domain';
import { GENRE_CONCEPTS } from './genre-concepts';
import type { Intent } from './intent';
import { hashText } from './text';

/**
 * The recommender's words: a short intro that says back what it understood ("Here are 8 scary 1990s horror
 * movies with Brad Pitt"), and plain sentences when it found nothing or did not understand. Plain text only.
 */

const QUALITY_WORDS = {
  acclaimed: 'acclaimed',
  popular: 'popular',
  'hidden-gem': 'under-the-radar',
} as const;

function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "scary 1990s horror movies with Brad Pitt", for `count` titles of `media`. */
export function describeRequest(
  intent: Intent,
  media: MediaType,
  count: number,
  personRole?: 'cast' | 'crew',
): string {
  const plural = count !== 1;
  const words: string[] = [];
  if (intent.quality) words.push(QUALITY_WORDS[intent.quality]);
  const era = intent.era;
  // "recent", "older", "classic", "upcoming" read well before the noun; years and decades after it.
  const eraBefore = era && (era.recent || era.upcoming || /^(?:older|classic)$/.test(era.label));
  if (era && eraBefore) words.push(era.label);
  if (intent.language && !(intent.origin === 'kdrama' && intent.language.code === 'ko'))
    words.push(intent.language.label);
  for (const mood of intent.moods) words.push(mood.label);
  const genres = intent.genres.filter((g) => g !== 'documentary').map((g) => GENRE_CONCEPTS[g].label);
  const documentaries = intent.genres.includes('documentary');
  words.push(...genres);
  let noun: string;
  if (intent.origin === 'anime')
    noun = media === 'tv' ? 'anime series' : plural ? 'anime movies' : 'anime movie';
  else if (intent.origin === 'kdrama')
    noun = media === 'tv' ? (plural ? 'K-dramas' : 'K-drama') : plural ? 'Korean movies' : 'Korean movie';
  else if (documentaries)
    noun =
      media === 'tv'
        ? plural
          ? 'documentary series'
          : 'documentary series'
        : plural
          ? 'documentaries'
          : 'documentary';
  else noun = media === 'tv' ? (plural ? 'TV shows' : 'TV show') : plural ? 'movies' : 'movie';
  words.push(noun);
  const after: string[] = [];
  if (era && !eraBefore)
    after.push(/^(?:early |mid |late )?\d{4}s$/.test(era.label) ? `from the ${era.label}` : era.label);
  const length = intent.length;
  if (length?.kind === 'short')
    after.push(media === 'tv' ? 'with short episodes' : `under ${length.maxMinutes ?? 100} minutes`);
  if (length?.kind === 'long')
    after.push(media === 'tv' ? 'with hour-long episodes' : `over ${length.minMinutes ?? 150} minutes`);
  if (intent.person) {
    const directed = personRole ? personRole === 'crew' : intent.person.directing;
    after.push(
      directed
        ? `${media === 'tv' ? 'created' : 'directed'} by ${intent.person.name}`
        : `with ${intent.person.name}`,
    );
  }
  if (intent.reference?.title) after.push(`like ${intent.reference.title}`);
  if (intent.excluded.length > 0)
    after.push(`without ${listOf(intent.excluded.map((g) => GENRE_CONCEPTS[g].label))}`);
  return [...words, ...after].join(' ');
}

export type IntroFacts = {
  intent: Intent;
  media: MediaType;
  count: number;
  query: string;
  personRole?: 'cast' | 'crew';
  followsUp: boolean;
  /** Titles that fit but were left out because the viewer watched them. */
  watchedLeftOut: number;
  /** How many of the titles come from the viewer's watch-later list. */
  fromWatchLater: number;
  /** Titles the viewer watched lately that steered a "just recommend something" answer. */
  basedOn: string[];
  /** Fewer fit than were asked for. */
  short: boolean;
  /** Nothing specific was asked for and no history steered it: these are what is popular now. */
  generic: boolean;
};

export function writeIntro(f: IntroFacts): string {
  const what = describeRequest(f.intent, f.media, f.count, f.personRole);
  const n = f.count;
  const more = f.intent.wantsMore && f.followsUp ? ' more' : '';
  const variants = [
    `Here are ${n}${more} ${what}`,
    `Try these ${n}${more} ${what}`,
    `${n}${more} ${what} you might enjoy`,
  ];
  let intro = variants[hashText(f.query) % variants.length] as string;
  if (f.basedOn.length > 0)
    intro = `Based on what you watched lately (${listOf(f.basedOn)}), here are ${n} ${what}`;
  else if (f.generic) intro = `Here are ${n} ${what} people are watching right now`;
  const notes: string[] = [`${intro}.`];
  if (f.fromWatchLater > 0)
    notes.push(
      `${f.fromWatchLater === 1 ? 'One is' : `${f.fromWatchLater} are`} from your watch-later list.`,
    );
  if (f.short) notes.push(`That's all I could find that fits.`);
  if (f.watchedLeftOut > 0)
    notes.push(`I left out ${f.watchedLeftOut === 1 ? 'one' : f.watchedLeftOut} you've already watched.`);
  return notes.join(' ');
}

const TRY =
  'Ask for a genre or a mood ("something scary"), a title ("like Inception"), a person, a decade, movies or TV shows.';

export const SAYINGS = {
  notUnderstood: (query: string) =>
    `I couldn't tell what you're looking for from "${query.trim().slice(0, 80)}". ${TRY}`,
  greeting: `Hi! I can recommend movies and TV shows. ${TRY}`,
  missingPrevious:
    "I can't see the titles of my previous answer, so I don't know which one you mean. Tell me its name instead.",
  unknownName: (name: string) =>
    `I couldn't find "${name.slice(0, 80)}" in the catalogue. Check the spelling, or ${TRY.charAt(0).toLowerCase()}${TRY.slice(1)}`,
};

export function nothingFound(intent: Intent, media: MediaType, watchedLeftOut: number): string {
  const what = describeRequest(intent, media, 2);
  if (watchedLeftOut > 0) {
    return `You've already watched every ${what.replace(/s$/, '')} I could find. Ask again with "even if I've seen it" to include them, or try something else.`;
  }
  const hint = intent.era
    ? 'Try a different decade or drop the years.'
    : intent.length
      ? 'Try without the length.'
      : intent.person || intent.reference
        ? 'Try another title or person.'
        : 'Try a broader genre or mood.';
  return `I couldn't find any ${what} in the catalogue. ${hint}`;
}
