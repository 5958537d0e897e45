import { DEFAULT_LOCALE, type Locale, type MediaType, TASTE } from '@kinora/domain';
import { describeRequest } from './describe';
import type { Intent } from './intent';
import { hintKey, isEnglish, nothingFoundIn, say } from './localized';

/**
 * The recommender's plain sentences for when it has no titles to show, in the viewer's language (the
 * `recommender` catalogue). Plain text only.
 */

export const SAYINGS = {
  notUnderstood: (query: string, locale: Locale = DEFAULT_LOCALE) =>
    say(locale, 'notUnderstood', { query: query.trim().slice(0, 80) }),
  greeting: (locale: Locale = DEFAULT_LOCALE) => say(locale, 'greeting'),
  noLoved: (media: MediaType, locale: Locale = DEFAULT_LOCALE) =>
    say(locale, 'noLoved', { media, stars: TASTE.LOVED_MIN_HALF_STARS / 2 }),
  missingPrevious: (locale: Locale = DEFAULT_LOCALE) => say(locale, 'missingPrevious'),
  unknownName: (name: string, locale: Locale = DEFAULT_LOCALE) =>
    say(locale, 'unknownName', { name: name.slice(0, 80) }),
};

/** `more`: the question asked for more of the previous answer, so there were some, just no others. */
export function nothingFound(
  intent: Intent,
  media: MediaType,
  watchedLeftOut: number,
  more = false,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!isEnglish(locale)) return nothingFoundIn(locale, intent, media, watchedLeftOut, more);
  const { phrase, notes } = describeRequest(intent, media, 2);
  const ruledOut = notes.length > 0 ? `, ${notes.join(', ')},` : '';
  if (watchedLeftOut > 0) {
    const one = describeRequest(intent, media, 1);
    const also = one.notes.length > 0 ? ` (${one.notes.join(', ')})` : '';
    return `You've already watched every ${one.phrase}${also} I could find. Ask again with "even if I've seen it" to include them, or try something else.`;
  }
  const hint = say(DEFAULT_LOCALE, hintKey(intent));
  if (more) return `I have no more ${phrase}${ruledOut} in the catalogue. ${hint}`;
  return `I couldn't find any ${phrase}${ruledOut} in the catalogue. ${hint}`;
}
