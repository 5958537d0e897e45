import type { DecadeWords, ForeignMoods, Vocabulary } from './foreign-rules';
import { ARABIC_VOCABULARY } from './vocabulary-ar';
import { GERMAN } from './vocabulary-de';
import {
  FOREIGN_FILLER_WORDS as FRENCH_SPANISH_FILLER_WORDS,
  FOREIGN_MARKERS as FRENCH_SPANISH_MARKERS,
  FOREIGN_REFERENCE_TRIGGERS as FRENCH_SPANISH_TRIGGERS,
  foreignRules as frenchSpanishRules,
} from './vocabulary-fr-es';
import { JAPANESE } from './vocabulary-ja';
import { KOREAN } from './vocabulary-ko';
import { PORTUGUESE } from './vocabulary-pt';

/**
 * Every language the built-in recommender reads besides English (issue 28), gathered for the question reader.
 * The newer vocabularies run before the French and Spanish one: they hold whole phrases ("koreanische Serie",
 * "séries coreanas") whose last word the Spanish rules would otherwise take alone ("serie").
 */

const VOCABULARIES: readonly Vocabulary[] = [GERMAN, PORTUGUESE, JAPANESE, KOREAN, ARABIC_VOCABULARY];

const alternatives = (pick: (v: Vocabulary) => string | undefined) =>
  VOCABULARIES.map(pick)
    .filter((p): p is string => Boolean(p))
    .join('|');

export const foreignRules = (moods: ForeignMoods) => [
  ...VOCABULARIES.flatMap((v) => v.rules(moods)),
  ...frenchSpanishRules(moods),
];

/** Words after which a title is named ("comme Amélie", "wie Inception", "مثل Inception"). */
export const FOREIGN_REFERENCE_TRIGGERS = [
  FRENCH_SPANISH_TRIGGERS,
  alternatives((v) => v.referenceTriggers),
].join('|');
/** Words before which a title is named ("君の名はみたいな", "Inception 같은"). */
export const TITLE_BEFORE_TRIGGERS = alternatives((v) => v.titleBefore);
export const FOREIGN_NEGATIONS = alternatives((v) => v.negations);
export const FOREIGN_NEGATION_SOFTENERS = alternatives((v) => v.negationSofteners);
export const NEGATIONS_AFTER = alternatives((v) => v.negationsAfter);
export const FOREIGN_DECADES: readonly DecadeWords[] = VOCABULARIES.flatMap((v) => v.decades ?? []);
export const FOREIGN_MARKERS = new Set([
  ...FRENCH_SPANISH_MARKERS,
  ...VOCABULARIES.flatMap((v) => v.markers ?? []),
]);
export const FOREIGN_FILLER_WORDS = new Set([
  ...FRENCH_SPANISH_FILLER_WORDS,
  ...VOCABULARIES.flatMap((v) => v.fillerWords ?? []),
]);
