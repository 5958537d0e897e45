import { FOREIGN_DECADES } from './foreign-vocabulary';
import type { Era, Length } from './intent';

/**
 * The parts of a question that are numbers: years and decades, how many titles, minutes and hours, and which
 * title of the previous answer ("the second one"). Each reader gets the folded text and returns what it found
 * with where, so the caller can mark those words as used.
 */

export type Found<T> = { start: number; end: number; value: T };

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  'a few': 5,
  'a couple': 4,
  'a couple of': 4,
};
const ORDINALS: Readonly<Record<string, number>> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  sixth: 5,
  '6th': 5,
  seventh: 6,
  '7th': 6,
  eighth: 7,
  '8th': 7,
  ninth: 8,
  '9th': 8,
  tenth: 9,
  '10th': 9,
  last: -1,
};
const DECADE_WORDS: Readonly<Record<string, number>> = {
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
  noughties: 2000,
  aughts: 2000,
};
const EARLIEST_YEAR = 1900;
/** Years a little ahead still mean a year (announced releases); further out they are just numbers. */
const YEARS_AHEAD = 3;

const B = '(?<![a-z0-9])';
const E = '(?![a-z0-9])';
const ORDINAL_WORDS = Object.keys(ORDINALS).join('|');
const TITLE_NOUNS = 'one|title|movie|film|show|series|pick|suggestion|recommendation|option|entry';
const COUNT_WORDS = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const COUNT_NOUNS =
  'movies|films|shows|series|titles|picks|recommendations|suggestions|options|things|ones|dramas|comedies|thrillers|anime|documentaries|westerns|musicals|sitcoms';

/** Patterns are compiled on first use and kept: a question is read on every chat request. */
const compiled = new Map<string, RegExp>();

function all<T>(text: string, pattern: string, read: (m: RegExpExecArray) => T | undefined): Found<T>[] {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, 'g');
    compiled.set(pattern, regex);
  }
  const out: Found<T>[] = [];
  for (const m of text.matchAll(regex)) {
    const value = read(m as RegExpExecArray);
    if (value !== undefined) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, value });
  }
  return out;
}

/** "the second one", "the last movie", "number 3", "#2": an index into the previous answer. */
export function readOrdinals(text: string): Found<number>[] {
  return [
    ...all(
      text,
      `${B}(?:the )?(${ORDINAL_WORDS})(?: (?:${TITLE_NOUNS}))?(?=$| \\|| (?:${TITLE_NOUNS}|you|in|on|from)${E})`,
      (m) => ORDINALS[m[1] as string],
    ),
    ...all(text, `${B}(?:number|no|#) ?(\\d{1,2})${E}`, (m) => Number(m[1]) - 1),
  ];
}

/** "5 movies", "a few shows", "top 10": how many titles (the noun itself is left for the media words). */
export function readCounts(text: string): Found<number>[] {
  return [
    ...all(text, `${B}(\\d{1,2}|${COUNT_WORDS})(?= (?:[a-z]+ ){0,2}(?:${COUNT_NOUNS})${E})`, (m) => {
      const word = m[1] as string;
      return NUMBER_WORDS[word] ?? Number(word);
    }),
    ...all(text, `${B}top (\\d{1,2})${E}`, (m) => Number(m[1])),
  ];
}

const MINUTES_PER_HOUR = 60;
const HALF_HOUR = 30;
const HOUR_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };

/**
 * A length as people write it, over folded text (where "1.5" has become "1 5" and "1h30" stays one word):
 * "90 minutes", "90min", "2 hours", "2h", "1h30", "an hour and a half", "1 5 hours", "2 hours 15 minutes".
 */
const QUANTITY =
  '(?:\\d{1,2}h(?:\\d{2})?|(?:\\d{1,2}(?: 5)?|an|a|one|two|three|four)(?: and a half)? ?(?:hours?|hrs?|h)(?: and a half| (?:and )?\\d{1,2} ?(?:min|mins|minutes))?|\\d{1,3} ?(?:min|mins|minute|minutes))';

function minutesIn(quantity: string): number | undefined {
  const compact = /^(\d{1,2})h(\d{2})?$/.exec(quantity);
  if (compact) return Number(compact[1]) * MINUTES_PER_HOUR + Number(compact[2] ?? 0);
  const minutes = /^(\d{1,3}) ?(?:min|mins|minute|minutes)$/.exec(quantity);
  if (minutes) return Number(minutes[1]);
  const hours =
    /^(\d{1,2}(?: 5)?|an|a|one|two|three|four)( and a half)? ?(?:hours?|hrs?|h)(?:( and a half)| (?:and )?(\d{1,2}) ?(?:min|mins|minutes))?$/.exec(
      quantity,
    );
  if (!hours) return undefined;
  const amount = hours[1] as string;
  const whole = HOUR_WORDS[amount] ?? Number(amount.replace(' 5', ''));
  const half = amount.endsWith(' 5') || hours[2] || hours[3] ? HALF_HOUR : 0;
  return whole * MINUTES_PER_HOUR + half + Number(hours[4] ?? 0);
}

const BELOW =
  '(?:under|less than|shorter than|at most|max(?:imum)?|no more than|not more than|no longer than|not longer than|not over|within|below|up to)';
const ABOVE = '(?:over|more than|longer than|at least|above|minimum)';
const BELOW_AFTER = '(?:or less|or shorter|or under|or below|max(?:imum)?|tops|at most|at the most)';
const ABOVE_AFTER = '(?:or more|or longer|plus|at least|minimum)';

/** "under 90 minutes", "less than two hours", "2 hours max", "over 2 hours": a length with its bound in minutes. */
export function readDurations(text: string): Found<Length>[] {
  const short = (m: RegExpExecArray) => {
    const n = minutesIn(m[1] as string);
    return n ? { kind: 'short' as const, maxMinutes: n, explicit: true } : undefined;
  };
  const long = (m: RegExpExecArray) => {
    const n = minutesIn(m[1] as string);
    return n ? { kind: 'long' as const, minMinutes: n, explicit: true } : undefined;
  };
  return [
    ...all(text, `${B}${BELOW} (${QUANTITY})${E}`, short),
    ...all(text, `${B}(${QUANTITY}) ${BELOW_AFTER}${E}`, short),
    ...all(text, `${B}${ABOVE} (${QUANTITY})${E}`, long),
    ...all(text, `${B}(${QUANTITY}) ${ABOVE_AFTER}${E}`, long),
  ];
}

const isYear = (n: number, currentYear: number) => n >= EARLIEST_YEAR && n <= currentYear + YEARS_AHEAD;

function decadeStart(digits: string): number {
  if (digits.length === 4) return Number(digits);
  const tens = Number(digits);
  // "20s" is read as the 2020s, "30s".."90s" as the last century's.
  return tens <= 20 ? 2000 + tens : 1900 + tens;
}

/** Years and decades: "90s", "the early 2000s", "nineties", "from 2019", "after 2010", "between 1990 and 1995". */
export function readEras(text: string, currentYear: number): Found<Era>[] {
  const found: Found<Era>[] = [];
  const year = (s: string | undefined) => (s && isYear(Number(s), currentYear) ? Number(s) : undefined);
  found.push(
    ...all(
      text,
      `${B}(?:between |from )?((?:19|20)\\d\\d) (?:and|to|until|till) ((?:19|20)\\d\\d)${E}`,
      (m) => {
        const [a, b] = [year(m[1]), year(m[2])];
        return a && b
          ? { from: Math.min(a, b), to: Math.max(a, b), label: `from ${Math.min(a, b)} to ${Math.max(a, b)}` }
          : undefined;
      },
    ),
    ...all(text, `${B}(?:after|since|post|newer than|later than) ((?:19|20)\\d\\d)${E}`, (m) => {
      const y = year(m[1]);
      if (!y) return undefined;
      const from = m[0].startsWith('since') ? y : y + 1;
      return { from, label: `from ${from} on` };
    }),
    ...all(text, `${B}(?:before|pre|older than|prior to|until|up to) ((?:19|20)\\d\\d)${E}`, (m) => {
      const y = year(m[1]);
      if (!y) return undefined;
      const to = m[0].startsWith('until') || m[0].startsWith('up to') ? y : y - 1;
      return { to, label: `up to ${to}` };
    }),
    ...all(text, `${B}(?:the )?(?:(early|mid|late) )?((?:19|20)?\\d0)s${E}`, (m) => {
      const start = decadeStart(m[2] as string);
      const part = m[1];
      const from = part === 'mid' ? start + 3 : part === 'late' ? start + 6 : start;
      const to = part === 'early' ? start + 3 : part === 'mid' ? start + 6 : start + 9;
      return start > currentYear ? undefined : { from, to, label: `${part ? `${part} ` : ''}${start}s` };
    }),
    // "des années 80", "les années 1990", "de los años 80" (folded: "annees", "anos").
    ...all(text, `${B}(?:(?:les|des|aux|de los|los|en los) )?(?:annees|anos) ((?:19|20)?\\d0)s?${E}`, (m) => {
      const start = decadeStart(m[1] as string);
      return start > currentYear ? undefined : { from: start, to: start + 9, label: `${start}s` };
    }),
    // "80er Jahre", "década de 80", "80年代", "80년대", "الثمانينات" (foreign-vocabulary.ts).
    ...FOREIGN_DECADES.flatMap(({ pattern, words }) =>
      all(text, `${B}${pattern}${E}`, (m) => {
        const start = words ? words[m[1] as string] : decadeStart(m[1] as string);
        return start === undefined || start > currentYear
          ? undefined
          : { from: start, to: start + 9, label: `${start}s` };
      }),
    ),
    ...all(text, `${B}(?:the )?(${Object.keys(DECADE_WORDS).join('|')})${E}`, (m) => {
      const start = DECADE_WORDS[m[1] as string] as number;
      return { from: start, to: start + 9, label: `${start}s` };
    }),
    ...all(text, `${B}(?:in |from |of |released in )?((?:19|20)\\d\\d)${E}`, (m) => {
      const y = year(m[1]);
      return y ? { from: y, to: y, label: `from ${y}` } : undefined;
    }),
  );
  return found;
}
