import { cleanText, type ModelTitle, readModelTitle, stripReasoning } from './model-output';

/**
 * Reads a hosted model's JSON answer while it streams in, so the intro can be shown word by word and each title
 * looked up as soon as its object is complete. It reads the whole text so far on every chunk (answers are a few
 * KB), which keeps it simple and immune to where chunk boundaries fall. The finished text is still parsed
 * strictly at the end; this only lets good answers show up early.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  '"': '"',
  '\\': '\\',
  '/': '/',
};
const UNICODE_ESCAPE_LENGTH = 4;

/** The value of a string field decoded as far as it has arrived (stopping before a half-received escape). */
export function partialString(text: string, key: string): string | undefined {
  const start = new RegExp(`"${key}"\\s*:\\s*"`).exec(text);
  if (!start) return undefined;
  let out = '';
  for (let i = start.index + start[0].length; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') return out;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) return out;
    if (next === 'u') {
      const hex = text.slice(i + 2, i + 2 + UNICODE_ESCAPE_LENGTH);
      if (hex.length < UNICODE_ESCAPE_LENGTH) return out;
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 1 + UNICODE_ESCAPE_LENGTH;
      continue;
    }
    out += ESCAPES[next] ?? next;
    i++;
  }
  return out;
}

/** The objects of an array field that have arrived whole, as JSON text. */
export function completeObjects(text: string, key: string): string[] {
  const start = new RegExp(`"${key}"\\s*:\\s*\\[`).exec(text);
  if (!start) return [];
  const objects: string[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let objectStart = -1;
  for (let i = start.index + start[0].length; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (depth === 0 && c === '{') objectStart = i;
      depth++;
    } else if (c === '}' || c === ']') {
      if (depth === 0) break;
      depth--;
      if (depth === 0 && c === '}' && objectStart >= 0) {
        objects.push(text.slice(objectStart, i + 1));
        objectStart = -1;
      }
    }
  }
  return objects;
}

export class AnswerStream {
  private raw = '';
  private introShown = '';
  private titlesSeen = 0;

  /** Adds a chunk; answers the new piece of intro and the titles that became complete. */
  push(chunk: string): { text: string; titles: ModelTitle[] } {
    this.raw += chunk;
    const visible = stripReasoning(this.raw);
    const intro = cleanText(partialString(visible, 'intro') ?? '');
    let text = '';
    if (intro.startsWith(this.introShown)) {
      text = intro.slice(this.introShown.length);
      this.introShown = intro;
    }
    const objects = completeObjects(visible, 'titles');
    const fresh = objects.slice(this.titlesSeen);
    this.titlesSeen = objects.length;
    const titles: ModelTitle[] = [];
    for (const json of fresh) {
      try {
        const title = readModelTitle(JSON.parse(json));
        if (title) titles.push(title);
      } catch {
        // Not valid JSON on its own: the strict parse at the end decides.
      }
    }
    return { text, titles };
  }

  /** Everything received so far. */
  get text(): string {
    return this.raw;
  }

  /** The intro as shown so far. */
  get introSoFar(): string {
    return this.introShown;
  }
}
