import { type Locale, TMDB_LANGUAGE } from '@kinora/domain';

/**
 * How a viewer's locale is asked of TMDB. Texts (titles, overviews, genres...) follow `language`, a language with a
 * region (`fr-FR`); videos and images are tagged with the bare ISO 639-1 code (`fr`, `pt` for `pt-BR`).
 */

export function tmdbLanguage(locale: Locale): string {
  return TMDB_LANGUAGE[locale];
}

export function languageCode(locale: Locale): string {
  return locale.split('-')[0] ?? locale;
}

/** TMDB's `include_video_language`: trailers in the viewer's language, then English ones. */
export function videoLanguages(locale: Locale): string {
  return `${languageCode(locale)},en`;
}
