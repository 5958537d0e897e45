import { genreNamesOf, type Locale } from '@kinora/domain';
import { ENGLISH } from './english';
import { FRENCH } from './french';
import { SEASON_NAME } from './season-names';
import { SPANISH } from './spanish';
import type { DemoLanguage } from './types';

export { ENGLISH } from './english';
export type { DemoLanguage } from './types';

/** The languages whose prose the demo writes; the others name genres and seasons in their language, the rest in English. */
const WRITTEN: Partial<Record<Locale, DemoLanguage>> = { en: ENGLISH, fr: FRENCH, es: SPANISH };

export function demoLanguage(locale: Locale): DemoLanguage {
  return (
    WRITTEN[locale] ?? { ...ENGLISH, locale, genres: genreNamesOf(locale), seasonName: SEASON_NAME[locale] }
  );
}
