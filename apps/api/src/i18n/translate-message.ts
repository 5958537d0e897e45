import { DEFAULT_LOCALE, type Locale } from '@kinora/domain';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, formatMessage, type MessageKey, type MessageValues } from './catalogues';

type Key = MessageKey<'messages'>;
type Pattern = { key: Key; regex: RegExp; names: string[]; literalLength: number };

/** Longer texts are not ours (an upstream's words, a user's input echoed): they are not worth matching. */
const MAX_MATCHED_CHARS = 1000;
/** "30", "1,000" (numbers the services write in English), "2.5": given to the translation as numbers. */
const NUMBER = /^\d{1,3}(?:,\d{3})+$|^\d+(?:\.\d+)?$/;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where each English message of the `messages` catalogue is found: a text without placeholders by equality, one
 * with `{name}` placeholders by a pattern whose groups are the values (the longest literal text tried first, so
 * "Movie {id} not found" wins over "{field} is too large"-like generic ones). Built from Lingui's compiled form, so
 * ICU quoting means what it means in the catalogue.
 */
function buildIndex() {
  const exact = new Map<string, Key>();
  const patterns: Pattern[] = [];
  for (const [key, english] of Object.entries(CATALOGUES.messages.en) as [Key, string][]) {
    const tokens = compileMessageOrThrow(english);
    if (tokens.every((token) => typeof token === 'string')) {
      exact.set(tokens.join(''), key);
      continue;
    }
    const names: string[] = [];
    let source = '';
    let literalLength = 0;
    for (const token of tokens) {
      if (typeof token === 'string') {
        source += escapeRegex(token);
        literalLength += token.length;
      } else {
        // catalogues.test.ts keeps English messages to plain placeholders: a plural cannot be read back.
        names.push(token[0]);
        source += '(.+?)';
      }
    }
    patterns.push({ key, regex: new RegExp(`^${source}$`, 's'), names, literalLength });
  }
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  return { exact, patterns };
}

let index: ReturnType<typeof buildIndex> | undefined;

/** The catalogue key of an English message and the values in it, or undefined when it has none. */
export function findMessage(english: string): { key: Key; values: MessageValues } | undefined {
  if (english.length > MAX_MATCHED_CHARS) return undefined;
  index ??= buildIndex();
  const key = index.exact.get(english);
  if (key) return { key, values: {} };
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values: MessageValues = {};
    pattern.names.forEach((name, i) => {
      const text = match[i + 1] as string;
      values[name] = NUMBER.test(text) ? Number(text.replace(/,/g, '')) : text;
    });
    return { key: pattern.key, values };
  }
  return undefined;
}

/**
 * A message the doors answer (English, as services and schemas write it) in the viewer's language. The `code`
 * beside it never changes; a message the catalogue does not know stays English.
 */
export function translateMessage(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const found = findMessage(english);
  return found ? formatMessage(locale, 'messages', found.key, found.values) : english;
}

/**
 * A successful answer (`{ message: 'List deleted', ... }`) with its `message` in the viewer's language, the rest
 * untouched; the very same object when nothing changes. The language costs a look-up (the profile's setting,
 * behind the session), so it is asked for only when the catalogue knows the message: answers it does not know
 * (the health check's, an admin listing's label) never wait on the session, and English ones are left as sent.
 */
export async function answerInLanguage<T>(answer: T, localeOf: () => Promise<Locale>): Promise<T> {
  const found = knownConfirmation(answer);
  return found ? confirmationIn(answer, found, await localeOf()) : answer;
}

type KnownMessage = NonNullable<ReturnType<typeof findMessage>>;

/**
 * The catalogue's entry for an answer's `message`, or undefined when it has none to translate (not an object,
 * no `message`, or one the catalogue does not know): answerInLanguage in two steps, for a caller that must
 * not wait (or make a promise) when there is nothing to do.
 */
export function knownConfirmation(answer: unknown): KnownMessage | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const english = (answer as { message?: unknown }).message;
  return typeof english === 'string' ? findMessage(english) : undefined;
}

/** `answer` with its known `message` in `locale`; the very same object in English. */
export function confirmationIn<T>(answer: T, found: KnownMessage, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return answer;
  return { ...answer, message: formatMessage(locale, 'messages', found.key, found.values) };
}
