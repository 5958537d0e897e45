import type { Locale } from '@kinora/domain';

/** Season names, as TMDB gives them in each language: short enough to write for every locale. */
export const SEASON_NAME: Readonly<Record<Locale, (n: number) => string>> = {
  en: (n) => `Season ${n}`,
  es: (n) => `Temporada ${n}`,
  fr: (n) => `Saison ${n}`,
  de: (n) => `Staffel ${n}`,
  'pt-BR': (n) => `Temporada ${n}`,
  ja: (n) => `シーズン${n}`,
  ko: (n) => `시즌 ${n}`,
  ar: (n) => `الموسم ${n}`,
};
