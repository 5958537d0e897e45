import type { MediaType } from '@kinora/domain';
import type { GenreConcept } from './genre-concepts';
import type { Mood } from './intent';
import type { Effect, Rule } from './vocabulary';

/**
 * The building blocks of the vocabularies in other languages (vocabulary-*.ts), which are plain data written
 * with these. Every rule they make is `foreign`: a question using one has its little words set aside as that
 * language's (the filler words each vocabulary lists).
 */

/** The moods a vocabulary may name, passed in by vocabulary.ts so a mood keeps one id whatever the language. */
export type ForeignMoods = Readonly<
  Record<'feelGood' | 'scary' | 'sad' | 'thrilling' | 'familyNight' | 'dark' | 'mindBending', Mood>
>;

export const says = (phrases: string, effect: Effect, negatable = true): Rule => ({
  phrases,
  effect,
  negatable,
  foreign: true,
});
export const genre = (phrases: string, ...concepts: GenreConcept[]): Rule =>
  says(phrases, { kind: 'genre', concepts });
export const mood = (phrases: string, m: Mood): Rule => says(phrases, { kind: 'mood', mood: m });
export const media = (phrases: string, m: MediaType): Rule => says(phrases, { kind: 'media', media: m });
/** A word that is a genre and a kind at once: "Horrorfilme", "ドラマ", "مسلسل كوميدي" are read as both. */
export const genreOf = (phrases: string, m: MediaType, ...concepts: GenreConcept[]): Rule => ({
  ...genre(phrases, ...concepts),
  also: { kind: 'media', media: m },
});

/** How one language writes a decade: a pattern whose first group is the digits ("80", "1980") or a decade word. */
export type DecadeWords = { pattern: string; words?: Readonly<Record<string, number>> };

/**
 * What a vocabulary brings besides its rules. `titleBefore`: words that compare with the title written before
 * them, as Japanese and Korean do ("インセプションみたいな", "Inception 같은"). `negationsAfter`: words that rule
 * out what comes before them ("ホラー以外", "공포 말고").
 */
export type Vocabulary = {
  rules: (moods: ForeignMoods) => Rule[];
  referenceTriggers?: string;
  titleBefore?: string;
  negations?: string;
  /** Words people put between a negation and what it rules out ("nicht zu gruselig"). */
  negationSofteners?: string;
  negationsAfter?: string;
  decades?: readonly DecadeWords[];
  markers?: readonly string[];
  fillerWords?: readonly string[];
};

export const wordList = (words: string): string[] => words.split(/\s+/).filter(Boolean);
