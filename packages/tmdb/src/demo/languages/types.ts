import type { Locale } from '@kinora/domain';
import type { PersonRecord } from '../person-records';
import type { OverviewWords } from '../prose';
import { FEMALE_NAMES } from '../words/people';

/**
 * One language of the demo catalogue. Its lists run parallel to the English ones (same length, same order): the
 * generator draws indices, and each language writes the same story in its own words, so a title tells the same
 * plot in every language and its English stays exactly as it was.
 */
export type DemoLanguage = {
  locale: Locale;
  /** Genre names by TMDB id. */
  genres: Readonly<Record<number, string>>;
  seasonName(n: number): string;
  overview: OverviewWords;
  /** Parallel to TAGLINES. */
  taglines: readonly string[];
  episodes: EpisodeWords;
  biography: BiographyWords;
  /** Trailers dubbed into this language, as uploaders name them; absent where the demo has none. */
  dubbedTrailers?: { language: string; country: string; names: readonly string[] };
};

export type EpisodeWords = {
  pilot: string;
  /** Parallel to the English finale names. */
  finales: readonly string[];
  /** Parallel to EPISODE_WORDS. */
  words: readonly string[];
  chapter(n: number, word: string): string;
};

export type BiographyWords = {
  /** Parallel to BIO_OPENERS (the ones with `{year}` are left out for people without a birth year). */
  openers: readonly string[];
  /** Parallel to BIO_SENTENCES. */
  sentences: readonly string[];
  slots(person: PersonRecord, work: string, year: string): Readonly<Record<string, string>>;
  /** The one sentence a real director gets: only their name is real, so only the demo's credits are told. */
  realDirector(name: string, work: string): string;
  /** Stands for the titles of someone credited with none. */
  noWork: string;
  /** "A, B and C" in this language. */
  list(items: readonly string[]): string;
};

const FEMALE_FIRST_NAMES: ReadonlySet<string> = new Set(FEMALE_NAMES);

/**
 * Whether a translation writes a person in the feminine. TMDB's gender (1 female, 2 male) decides; without one (0,
 * where English says "they") a language that must choose follows the first name, else its generic masculine.
 */
export function writesFeminine(person: Pick<PersonRecord, 'gender' | 'first'>): boolean {
  return person.gender === 1 || (person.gender === 0 && FEMALE_FIRST_NAMES.has(person.first));
}
