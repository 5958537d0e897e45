import { type Locale, TMDB_LANGUAGE } from '@kinora/domain';

/**
 * How a viewer's locale is asked of TMDB. Texts (titles, overviews, genres...) follow `language`, a language with a
 * region (`fr-FR`); videos and images are tagged with the bare ISO 639-1 code (`fr`, `pt` for `pt-BR`).
 */

export function tmdbLanguage(locale: Locale): string {
  return TMDB_LANGUAGE[locale];
}

/** The ISO 639-1 part of a locale or of a TMDB language: `pt-BR` -> `pt`, `en-US` -> `en`. */
export function languageCode(locale: Locale | string): string {
  return locale.split('-')[0] ?? locale;
}

/** TMDB's `include_video_language`: trailers in the viewer's language, then English ones. */
export function videoLanguages(locale: Locale): string {
  return `${languageCode(locale)},en`;
}

/** English's ISO 639-1 code: the language every other one falls back to. */
export const ENGLISH = 'en';

/**
 * TMDB's `include_image_language`: pictures with text in the viewer's language, then English ones, then those with
 * no text at all (`null`). An English viewer asks `en,null`. `code` is ISO 639-1: TMDB tags images without regions.
 */
export function imageLanguages(code: string): string {
  return code === ENGLISH ? `${ENGLISH},null` : `${code},${ENGLISH},null`;
}
