import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '@kinora/domain';
import { i18n } from '@/lib/i18n';

export { LANGUAGE_COOKIE };

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The select's value for "no setting": follow the browser's languages. Its values are strings, so not null. */
export const BROWSER_DEFAULT = '';
export type LanguageChoice = Locale | typeof BROWSER_DEFAULT;

/** Keeps a signed-out visitor's language for a year, or forgets it (null) so the browser's languages count again. */
export function rememberLanguage(locale: Locale | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the value is a locale tag (nothing to escape), and the Cookie Store API is not in every browser we serve
  document.cookie = locale
    ? `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
    : `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The language this page is in (the tests' pseudo-locale reads as English). */
export function pageLanguage(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
