import type { GenreConcept } from './genre-concepts';

/**
 * What a title is about, as opposed to its genre: "revenge", "zombies", "gore". Genres come with every list
 * item; themes do not, so a title shows a theme by its plot keywords or its overview mentioning it. Each
 * theme says how questions ask for it, which words are evidence of it, and in which genres such titles are
 * usually filed (where to look first when nothing else narrows the search; never a requirement).
 */
export type Theme = {
  id: string;
  /** How the intro names it: before the noun when `adjective` ("gory horror movies"), else "about <label>". */
  label: string;
  adjective: boolean;
  /** How the intro says it was ruled out: "not gory", "no zombies". */
  without: string;
  /** Phrases in a question, over folded text (see text.ts). */
  phrases: string;
  /** Whole words (with their endings spelled out) that show a title is about it, over folded text. */
  evidence: RegExp;
  lookIn: readonly GenreConcept[];
};

const words = (alternatives: string) => new RegExp(`(?<![a-z0-9])(?:${alternatives})(?![a-z0-9])`);

export const theme = (
  id: string,
  label: string,
  adjective: boolean,
  without: string,
  phrases: string,
  evidence: string,
  lookIn: GenreConcept[],
): Theme => ({ id, label, adjective, without, phrases, evidence: words(evidence), lookIn });
