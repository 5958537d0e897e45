import type { Era, Length } from './intent';
import { type Found, readCounts, readDurations, readEras, readOrdinals } from './numbers';
import { fold } from './text';
import { type Effect, FILLER_WORDS, RULES } from './vocabulary';

/**
 * A question read word by word, before any catalogue lookup: which vocabulary it used (with where, so words
 * inside a name that turns out to be a title can be set aside), which spans may name a title or a person, and
 * what is left over. Pure and fast: no I/O.
 */

export type Match = { start: number; end: number; effect: Effect; negated: boolean };
/** A run of words that may name a title ("like <span>"), a person ("with <span>"), or either (unclaimed words). */
export type Span = {
  start: number;
  end: number;
  text: string;
  role: 'reference' | 'person' | 'either';
  directing: boolean;
};
export type ParsedQuestion = {
  text: string;
  matches: Match[];
  spans: Span[];
  era?: Found<Era>;
  count?: number;
  durations: Found<Length>[];
  ordinal?: number;
  continues: boolean;
  /** Word positions [start, end) of the words no rule used, in order. */
  freeWords: { start: number; end: number; word: string }[];
};

const B = '(?<![a-z0-9])';
const E = '(?![a-z0-9])';
/** Clause breaks survive folding as a bar, so a span never runs across a comma or a question mark. */
const BREAK = '|';
const USED = '_';

const NEGATION =
  /(?:^| )(?:no|not|without|nothing|never|except|avoid|hate|minus|skip|anything but|but not|less)(?: (?:too|very|so|that|really|overly|much|more|any|of the|the))*\s*$/;

const REFERENCE_TRIGGER = `${B}(?<!(?:i|you|we|they|would|feel|feels|looks|sounds|what is it|do) )(?:similar to|such as|in the (?:vein|style) of|reminds? me of|along the lines of|comparable to|same vibe as|the vibe of|fans? of|if i (?:liked|loved|enjoyed|like|love)|i (?:really )?(?:liked|loved|enjoyed|adored)|like) `;
const PERSON_TRIGGER = `${B}(directed by|written by|created by|made by|produced by|a (?:film|movie) by|(?:films?|movies?|shows?|series|work) (?:by|of|from)|by director|from director|director|starring|featuring|feat|with (?:the )?(?:actor|actress)|with|by) `;
const DIRECTING =
  /^(?:directed|written|created|made|produced|a film|a movie|films?|movies?|shows?|series|work|by|director|from director)/;
/** Words that end a span: a title or a name does not run into these. */
const SPAN_STOPS = new Set(
  (
    'but and or only just without that which who please except since before after between more less not no ' +
    'also plus then preferably ideally maybe starring featuring directed over under around during so because ' +
    'if instead rather released made'
  ).split(' '),
);
const MAX_SPAN_WORDS = 8;
const CONTINUATION =
  /^(?:what about|how about|and|also|but|now|ok|okay|only|just|same|make (?:it|them)|instead|actually|rather|what if|in that case|then|preferably|ideally|maybe)(?![a-z0-9])/;
/** Words that point back at the previous answer ("shorter ones", "newer", "those but in French"). */
const REFERS_BACK =
  /(?<![a-z0-9])(?:ones|them|those|these|instead|too|as well|newer|older|shorter|longer|scarier|funnier|darker|lighter|happier|more recent)(?![a-z0-9])/;

/** Each rule's phrases as one regular expression, compiled once. */
const COMPILED_RULES = RULES.map((rule) => [rule, new RegExp(`${B}(?:${rule.phrases})${E}`, 'g')] as const);
const REFERENCE_PATTERN = new RegExp(REFERENCE_TRIGGER, 'g');
const PERSON_PATTERN = new RegExp(PERSON_TRIGGER, 'g');

function clauses(query: string): string {
  return query
    .split(/[,;!?()\n]+|(?<=[A-Za-z]{4,})\.\s/)
    .map(fold)
    .filter(Boolean)
    .join(` ${BREAK} `);
}

export function parseQuestion(query: string, currentYear: number): ParsedQuestion {
  const text = clauses(query);
  let working = text;
  const use = (start: number, end: number) => {
    working = working.slice(0, start) + USED.repeat(end - start) + working.slice(end);
  };
  const free = (start: number, end: number) => !working.slice(start, end).includes(USED);
  const take = <T>(found: Found<T>[]): Found<T>[] => {
    const kept: Found<T>[] = [];
    for (const f of found.sort((a, b) => b.end - b.start - (a.end - a.start))) {
      if (!free(f.start, f.end)) continue;
      use(f.start, f.end);
      kept.push(f);
    }
    return kept.sort((a, b) => a.start - b.start);
  };

  const ordinal = take(readOrdinals(working))[0]?.value;
  const count = take(readCounts(working))[0]?.value;
  const durations = take(readDurations(working));
  const era = take(readEras(working, currentYear))[0];
  const spans = [
    ...triggeredSpans(working, REFERENCE_PATTERN, 'reference'),
    ...triggeredSpans(working, PERSON_PATTERN, 'person'),
  ];

  const matches: Match[] = [];
  for (const [rule, pattern] of COMPILED_RULES) {
    for (const m of working.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (!free(start, end)) continue;
      const negated = Boolean(rule.negatable) && NEGATION.test(working.slice(0, start));
      matches.push({ start, end, effect: rule.effect, negated });
      if (rule.also) matches.push({ start, end, effect: rule.also, negated: false });
      use(start, end);
    }
  }
  const freeWords = [...working.matchAll(/[a-z0-9#]+/g)]
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, word: m[0] }))
    .filter((w) => !FILLER_WORDS.has(w.word));
  return {
    text,
    matches: matches.sort((a, b) => a.start - b.start),
    spans: [...spans, ...leftoverSpans(text, working, freeWords, spans)],
    era,
    count,
    durations,
    ordinal,
    continues: CONTINUATION.test(text) || REFERS_BACK.test(text),
    freeWords,
  };
}

/** The words after each trigger, up to a stop word, a clause break or a word already used by a number. */
function triggeredSpans(working: string, trigger: RegExp, role: 'reference' | 'person'): Span[] {
  const spans: Span[] = [];
  for (const m of working.matchAll(trigger)) {
    const start = (m.index ?? 0) + m[0].length;
    const tokens: string[] = [];
    let end = start;
    for (const t of working.slice(start).matchAll(/\S+/g)) {
      const word = t[0];
      if (word.includes(USED) || word === BREAK || SPAN_STOPS.has(word) || tokens.length >= MAX_SPAN_WORDS)
        break;
      tokens.push(word);
      end = start + (t.index ?? 0) + word.length;
    }
    // A span of filler only ("like a", "with my") names nothing.
    if (tokens.some((t) => !FILLER_WORDS.has(t))) {
      const directing = role === 'person' && DIRECTING.test(m[1] ?? '');
      spans.push({ start, end, text: tokens.join(' '), role, directing });
    }
  }
  return spans;
}

/** Runs of unclaimed words outside any triggered span: maybe a bare name ("christopher nolan") or title. */
function leftoverSpans(
  text: string,
  working: string,
  freeWords: ParsedQuestion['freeWords'],
  spans: Span[],
): Span[] {
  const inSpan = (w: { start: number }) => spans.some((s) => w.start >= s.start && w.start < s.end);
  const runs: Span[] = [];
  let run: ParsedQuestion['freeWords'] = [];
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last && run.length <= MAX_SPAN_WORDS) {
      runs.push({
        start: first.start,
        end: last.end,
        text: text.slice(first.start, last.end),
        role: 'either',
        directing: false,
      });
    }
    run = [];
  };
  for (const w of freeWords) {
    if (inSpan(w)) {
      flush();
      continue;
    }
    const previous = run[run.length - 1];
    // Words stay in one run when only spaces or filler words ("the", "of") separate them.
    if (previous && /[|_]/.test(working.slice(previous.end, w.start))) flush();
    run.push(w);
  }
  flush();
  return runs;
}
