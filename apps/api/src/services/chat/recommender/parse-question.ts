import { type AgeLimit, readAgeLimits } from './age-limits';
import {
  FOREIGN_FILLER_WORDS,
  FOREIGN_MARKERS,
  FOREIGN_NEGATION_SOFTENERS,
  FOREIGN_NEGATIONS,
  FOREIGN_REFERENCE_TRIGGERS,
  NEGATIONS_AFTER,
  TITLE_BEFORE_TRIGGERS,
} from './foreign-vocabulary';
import type { Era, Length } from './intent';
import { type Found, readCounts, readDurations, readEras, readOrdinals } from './numbers';
import { fold } from './text';
import { type Effect, FILLER_WORDS, LOVED_PHRASES, RULES } from './vocabulary';

/**
 * A question read word by word, before any catalogue lookup: which vocabulary it used (with where, so words
 * inside a name that turns out to be a title can be set aside), which spans may name a title or a person, and
 * what is left over. Pure and fast: no I/O.
 */

export type Match = { start: number; end: number; effect: Effect; negated: boolean; negatable: boolean };
/** A run of words that may name a title ("like <span>"), a person ("with <span>"), or either (unclaimed words). */
export type Span = {
  start: number;
  end: number;
  text: string;
  role: 'reference' | 'person' | 'either';
  directing: boolean;
  /** Named before the words that compare with it, as in Japanese and Korean: shorter tries drop words in front. */
  titleFirst?: boolean;
};
export type ParsedQuestion = {
  text: string;
  matches: Match[];
  spans: Span[];
  era?: Found<Era>;
  count?: number;
  durations: Found<Length>[];
  /** It asks for titles like the ones the viewer loved ("more like the ones I loved"). */
  loved: boolean;
  /** Who will watch ("for kids"); `negated` for "not for kids", which sets no limit. */
  age?: Found<AgeLimit> & { negated: boolean };
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

const NEGATIONS = `no|not|without|nothing|never|except|avoid|hate|minus|skip|anything but|but not|less|none|${FOREIGN_NEGATIONS}`;
const SOFTENERS = `too|very|so|that|really|overly|much|more|any|of the|the|a|an|for|lots of|a lot of|heavy|heavily|excessive|excessively|graphic|real|actual|with|about|involving|want|like|need|include|including|in|anything|something|mood|${FOREIGN_NEGATION_SOFTENERS}`;
/** A negation right before a rule's words, allowing the few words people put between ("not too", "no real"). */
const NEGATION = new RegExp(`(?:^| )(?:${NEGATIONS})(?: (?:${SOFTENERS}))*\\s*$`);
/** A negation right after a rule's words, as Japanese and Korean put it ("ホラー以外", "공포 말고"). */
const NEGATION_AFTER = new RegExp(`^(?:${NEGATIONS_AFTER})`);
/** Words that carry a negation on to the next ruled-out thing: "no zombies or vampires", "without gore and blood". */
const NEGATION_CARRIES = /^(?:or|nor|and|or any|and no|or no|and any|nor any)$/;

const REFERENCE_TRIGGER = `${B}(?<!(?:i|you|we|they|would|feel|feels|looks|sounds|what is it|do|not) )(?:similar to|such as|in the (?:vein|style) of|reminds? me of|along the lines of|comparable to|same vibe as|the vibe of|fans? of|if i (?:liked|loved|enjoyed|like|love)|i (?:really )?(?:liked|loved|enjoyed|adored)|like|${FOREIGN_REFERENCE_TRIGGERS}) `;
const PERSON_TRIGGER = `${B}(directed by|written by|created by|made by|produced by|a (?:film|movie) by|(?:films?|movies?|shows?|series|work) (?:by|of|from)|by director|from director|director|starring|featuring|feat|with (?:the )?(?:actor|actress)|with|by) `;
const DIRECTING =
  /^(?:directed|written|created|made|produced|a film|a movie|films?|movies?|shows?|series|work|by|director|from director)/;
/** Words that end a span: a title or a name does not run into these. */
const SPAN_STOPS = new Set(
  (
    'but and or only just without that which who please except since before after between more less not no ' +
    'also plus then preferably ideally maybe starring featuring directed over under around during so because ' +
    'if instead rather released made about'
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
const TITLE_BEFORE_PATTERN = new RegExp(`(?:${TITLE_BEFORE_TRIGGERS})`, 'g');

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

  // Ages first: "PG-13 movies" and "for 10 year olds" hold numbers that are not counts.
  const ageFound = take(readAgeLimits(working))[0];
  const age = ageFound && { ...ageFound, negated: negatedAt(working, ageFound.start) };
  const ordinal = take(readOrdinals(working))[0]?.value;
  const count = take(readCounts(working))[0]?.value;
  const durations = take(readDurations(working));
  const era = take(readEras(working, currentYear))[0];
  const loved = take(readLoved(working)).length > 0;
  const spans = [
    ...triggeredSpans(working, REFERENCE_PATTERN, 'reference'),
    ...triggeredSpans(working, PERSON_PATTERN, 'person'),
    ...spansBefore(working, TITLE_BEFORE_PATTERN),
  ];

  const matches: Match[] = [];
  let foreign = false;
  for (const [rule, pattern] of COMPILED_RULES) {
    for (const m of working.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (!free(start, end)) continue;
      const negated =
        Boolean(rule.negatable) && (negatedAt(working, start) || NEGATION_AFTER.test(working.slice(end)));
      matches.push({ start, end, effect: rule.effect, negated, negatable: Boolean(rule.negatable) });
      if (rule.also) matches.push({ start, end, effect: rule.also, negated: false, negatable: false });
      use(start, end);
      foreign ||= Boolean(rule.foreign);
    }
  }
  matches.sort((a, b) => a.start - b.start);
  carryNegations(text, matches);
  const allFree = [...working.matchAll(/[a-z0-9#]+/g)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    word: m[0],
  }));
  // A French or Spanish question's little words ("une", "qui", "para") are no title; in English they may be.
  foreign ||= allFree.some((w) => FOREIGN_MARKERS.has(w.word));
  const freeWords = allFree.filter(
    (w) => !FILLER_WORDS.has(w.word) && !(foreign && FOREIGN_FILLER_WORDS.has(w.word)),
  );
  return {
    text,
    matches,
    spans: [...spans, ...leftoverSpans(text, working, freeWords, spans)],
    era,
    count,
    durations,
    age,
    loved,
    ordinal,
    continues: CONTINUATION.test(text) || REFERS_BACK.test(text),
    freeWords,
  };
}

function readLoved(working: string): Found<true>[] {
  return [...working.matchAll(LOVED_PHRASES)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    value: true as const,
  }));
}

/** How far back a negation can be: "not" and a few softening words ("nothing with too much"). */
const NEGATION_REACH = 60;

/** Whether the words right before `start` negate what starts there; only the last few words are read. */
function negatedAt(working: string, start: number): boolean {
  const from = Math.max(0, start - NEGATION_REACH);
  const before = working.slice(from, start);
  // A cut through a word ("pia|no") must not read as that word's tail ("no").
  return NEGATION.test(from > 0 && working[from - 1] !== ' ' ? before.replace(/^\S+/, '') : before);
}

/** "no zombies or vampires": a ruled-out thing joined to the next by "or", "nor" or "and" rules that out too. */
function carryNegations(text: string, matches: Match[]) {
  let previous: Match | undefined;
  for (const m of matches) {
    if (!m.negatable) continue;
    if (!m.negated && previous?.negated && NEGATION_CARRIES.test(text.slice(previous.end, m.start).trim()))
      m.negated = true;
    previous = m;
  }
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

/**
 * The words right before each trigger that names its title first ("星の海みたいな", "Inception 같은"), back to a
 * clause break, a number or MAX_SPAN_WORDS words. Japanese runs them together, so resolve-spans.ts tries shorter
 * ends of the span as well ("おすすめの星の海" may name "星の海").
 */
function spansBefore(working: string, trigger: RegExp): Span[] {
  const spans: Span[] = [];
  for (const m of working.matchAll(trigger)) {
    const end = m.index ?? 0;
    const before = working.slice(0, end);
    const from = Math.max(before.lastIndexOf(BREAK), before.lastIndexOf(USED)) + 1;
    const tokens = before.slice(from).split(' ').filter(Boolean).slice(-MAX_SPAN_WORDS);
    const text = tokens.join(' ');
    if (!text || tokens.every((t) => FILLER_WORDS.has(t))) continue;
    const trimmedEnd = from + before.slice(from).trimEnd().length;
    spans.push({
      start: trimmedEnd - text.length,
      end: trimmedEnd,
      text,
      role: 'reference',
      directing: false,
      titleFirst: true,
    });
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
