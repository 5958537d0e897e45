import { PSEUDO_LOCALE } from '@kinora/domain';

/**
 * The language voice input listens for: the page's, in the browser's own regional variant when it names one (a
 * page in English on a British browser listens for en-GB), as recognisers tell accents apart by region. Someone who
 * reads the page in a language speaks it too; the browser's first language may well be another.
 */
export function speechLanguage(pageLocale: string, browserLanguages: readonly string[]): string {
  const language = pageLocale === PSEUDO_LOCALE ? 'en' : pageLocale;
  if (language.includes('-')) return language;
  const primary = language.toLowerCase();
  const regional = browserLanguages.find((tag) => tag.toLowerCase().startsWith(`${primary}-`));
  return regional ?? language;
}
