import { type MediaType, TASTE } from '@kinora/domain';
import { describeRequest } from './describe';
import type { Intent } from './intent';

/** The recommender's plain sentences for when it has no titles to show. Plain text only. */

const TRY =
  'Ask for a genre or a mood ("something scary"), a title ("like Inception"), a person, a decade, movies or TV shows.';

export const SAYINGS = {
  notUnderstood: (query: string) =>
    `I couldn't tell what you're looking for from "${query.trim().slice(0, 80)}". ${TRY}`,
  greeting: `Hi! I can recommend movies and TV shows. ${TRY}`,
  noLoved: (media: MediaType) =>
    `You haven't rated any ${media === 'tv' ? 'TV show' : 'movie'} ${TASTE.LOVED_MIN_HALF_STARS / 2} stars or more yet. Rate the ones you loved on their pages and ask again, or ${TRY.charAt(0).toLowerCase()}${TRY.slice(1)}`,
  missingPrevious:
    "I can't see the titles of my previous answer, so I don't know which one you mean. Tell me its name instead.",
  unknownName: (name: string) =>
    `I couldn't find "${name.slice(0, 80)}" in the catalogue. Check the spelling, or ${TRY.charAt(0).toLowerCase()}${TRY.slice(1)}`,
};

/** `more`: the question asked for more of the previous answer, so there were some, just no others. */
export function nothingFound(intent: Intent, media: MediaType, watchedLeftOut: number, more = false): string {
  const { phrase, notes } = describeRequest(intent, media, 2);
  const ruledOut = notes.length > 0 ? `, ${notes.join(', ')},` : '';
  if (watchedLeftOut > 0) {
    const one = describeRequest(intent, media, 1);
    const also = one.notes.length > 0 ? ` (${one.notes.join(', ')})` : '';
    return `You've already watched every ${one.phrase}${also} I could find. Ask again with "even if I've seen it" to include them, or try something else.`;
  }
  const hint = intent.era
    ? 'Try a different decade or drop the years.'
    : intent.length
      ? 'Try without the length.'
      : intent.themes.length > 0
        ? 'Try another subject, or ask without it.'
        : intent.ageLimit
          ? 'Try an older age, or another genre.'
          : intent.person || intent.reference
            ? 'Try another title or person.'
            : 'Try a broader genre or mood.';
  if (more) return `I have no more ${phrase}${ruledOut} in the catalogue. ${hint}`;
  return `I couldn't find any ${phrase}${ruledOut} in the catalogue. ${hint}`;
}
