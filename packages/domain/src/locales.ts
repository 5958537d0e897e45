/**
 * The interface languages Kinora ships (BCP 47 tags). English is the source: every text is written in English
 * first and each other locale translates every key (a test fails on a missing one). Adding a language: its tag
 * here, its name in LOCALE_NAMES, then one catalogue file per folder (README, "Adding a language").
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie holding a signed-out visitor's choice of language (the landing's switcher writes it, the server reads
 * it for `<html lang>`, messages and e-mails); a profile's own setting wins over it.
 */
export const LANGUAGE_COOKIE = 'kinora_lang';

/** Languages written right to left: the whole page is laid out mirrored (`<html dir="rtl">`). */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

/** Each language's name in itself: what a switcher shows, so anyone finds their own. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
};

/**
 * A pseudo-locale for tests only, never offered to viewers: English with every letter accented and each message
 * bracketed, so a text left out of the catalogues stands out on a page as the one still plain. Reached only through
 * the language cookie (LANGUAGE_COOKIE), never from a profile's setting or Accept-Language.
 */
export const PSEUDO_LOCALE = 'en-XA';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale as Locale) ? 'rtl' : 'ltr';
}

/**
 * The shipped locale a language tag asks for, or undefined: an exact tag first (`pt-BR`), else its language
 * (`fr-CA` → `fr`, `pt-PT` → `pt-BR`, the one Portuguese we ship). Case does not matter.
 */
export function matchLocale(tag: string): Locale | undefined {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === language);
}

/**
 * The first shipped locale an `Accept-Language` header (or `navigator.languages`, joined) asks for, by its
 * q-values (a language with q=0 is refused), else undefined. `*` matches nothing: it leaves the choice to the
 * caller's default.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && entry.tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The language a viewer sees: the profile's setting when there is one, else what the browser asks for, else
 * English. The server (for `<html lang>`, e-mails and messages) and the web app choose with this one rule.
 */
export function chooseLocale(setting: string | null | undefined, acceptLanguage?: string | null): Locale {
  return (isLocale(setting) ? setting : undefined) ?? negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The TMDB `language` parameter for a locale (TMDB wants a region: `fr` → `fr-FR`). */
export const TMDB_LANGUAGE: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
  ja: 'ja-JP',
  ko: 'ko-KR',
  ar: 'ar-SA',
};
