import { SEARCH } from '@kinora/domain';

/**
 * A search runs only for 3 or more characters (ignoring surrounding spaces); below that
 * there is nothing to search and the results are cleared. Returns the text to send, or null.
 */
export function searchableQuery(text: string): string | null {
  const query = text.trim().slice(0, SEARCH.MAX_CHARS);
  return query.length >= SEARCH.MIN_CHARS ? query : null;
}
