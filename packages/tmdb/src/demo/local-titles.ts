import type { Locale, MediaType } from '@kinora/domain';
import { languageCode } from '../shared/languages';
import { alternativeTitles, type NamedTitle } from './alternative-titles';

/** The countries whose local release title a locale shows (the alternative titles the demo gives a title). */
const RELEASE_COUNTRY: Partial<Record<Locale, string>> = { fr: 'FR', es: 'ES', de: 'DE', ja: 'JP' };

/**
 * A title's name in `locale`, as TMDB's translated `title` / `name` is: the title released in that language's
 * country where it has one, its original title where that is the locale's own language (an anime in Japanese),
 * else undefined (the international title stands). `original_title` never changes.
 */
export function localTitle(
  seed: number,
  media: MediaType,
  record: NamedTitle,
  locale: Locale,
): string | undefined {
  if (locale === 'en') return undefined;
  if (record.originalLanguage === languageCode(locale)) return record.originalTitle;
  const country = RELEASE_COUNTRY[locale];
  if (!country) return undefined;
  return alternativeTitles(seed, media, record).find((alt) => alt.type === '' && alt.iso_3166_1 === country)
    ?.title;
}
