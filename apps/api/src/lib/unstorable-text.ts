import { Stream } from 'node:stream';

/**
 * Text Postgres cannot store: the NUL character, and UTF-16 halves of a character without their other half
 * (they have no UTF-8 form, so they would be silently replaced). Both are refused at the door with a 400
 * rather than failing in the database or changing what the user sent.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` itself holds text Postgres cannot store. */
export const isUnstorableText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** A body handed on unparsed: a stream (an import's file) or raw bytes. */
const isUnparsedBody = (value: object) => value instanceof Stream || ArrayBuffer.isView(value);

/**
 * True when any string in `value` (keys included, at any depth) holds text Postgres cannot store. Only parsed
 * data is looked into: a body handed on as a stream (an import's file) is the route's to read, and walking a
 * stream object would never end.
 */
export function containsUnstorableText(value: unknown): boolean {
  // Most requests are reads without a body: nothing to look into, and no work list to allocate.
  if (value === undefined || value === null) return false;
  // A loop over a work list, not recursion: a deeply nested body must not be able to overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object' && !isUnparsedBody(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorableText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
