import type { PersonListItem } from '@kinora/domain';
import { type CatalogueItem, isAppError, type MediaType } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import type { FoundTitle } from './intent';
import type { ParsedQuestion, Span } from './parse-question';
import { titleKey, words } from './text';
import { FILLER_WORDS } from './vocabulary';

/**
 * Looks the spans of a question up in the catalogue: "like <span>" as a title, "with <span>" as a person, and
 * unclaimed words as either. Only confident matches count (the whole title, or the whole name), so a stray word
 * never turns into a reference to some obscure title.
 */

export type { FoundTitle };
export type FoundPerson = { id: number; name: string; department: string; directing: boolean };
export type ResolvedSpans = {
  reference?: { span: Span; title: FoundTitle };
  person?: { span: Span; person: FoundPerson };
  /** Spans that were looked up and named nothing, for an honest "I couldn't find X". */
  unresolved: Span[];
};

const CANDIDATES = 10;
const MATCH = { EXACT: 3, PREFIX: 2, WORDS: 1, NONE: 0 } as const;
/** How many extra words a title may have beyond the words asked for, when every asked word is in it. */
const EXTRA_TITLE_WORDS = 2;

/** Letters of a script other than the Latin one, which the free words (Latin only) never hold. */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{N}\s|_#]/u;

/**
 * Spans whose words are all filler or already read as vocabulary ("with my kids") name nothing. A span in another
 * script ("星の海") is worth a look-up: its words are not told apart from vocabulary before it is read.
 */
function hasContent(span: Span, parsed: ParsedQuestion): boolean {
  if (span.titleFirst && OTHER_SCRIPT.test(span.text)) return true;
  return parsed.freeWords.some(
    (w) => w.start >= span.start && w.end <= span.end && !FILLER_WORDS.has(w.word),
  );
}

async function safely<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // A query the catalogue refuses (too short, say) simply names nothing; real outages still surface.
    if (isAppError(error) && error.code === 'BAD_INPUT') return fallback;
    throw error;
  }
}

function titleMatch(item: CatalogueItem, key: string): number {
  const asked = key.split(' ');
  let best: number = MATCH.NONE;
  for (const name of [item.title, item.name, item.original_title, item.original_name]) {
    if (!name) continue;
    const candidate = titleKey(name);
    const have = candidate.split(' ');
    if (candidate === key) return MATCH.EXACT;
    if (asked.length >= 2 && candidate.startsWith(`${key} `)) best = Math.max(best, MATCH.PREFIX);
    else if (
      asked.length >= 2 &&
      asked.every((w) => have.includes(w)) &&
      have.length <= asked.length + EXTRA_TITLE_WORDS
    )
      best = Math.max(best, MATCH.WORDS);
  }
  return best;
}

/** A year within this many of the asked one still counts (festival premiere versus release). */
const YEAR_TOLERANCE = 1;

/**
 * The title a text names: the whole title (or, for several words, a title that starts with or contains just
 * them), preferring the asked media and year, then the better known.
 */
export async function findTitle(
  catalogue: Catalogue,
  text: string,
  media?: MediaType,
  year?: number,
): Promise<FoundTitle | undefined> {
  const key = titleKey(text);
  if (!key) return undefined;
  const empty = { page: 1, results: [] as CatalogueItem[], total_pages: 0, total_results: 0 };
  const search = async (kind: MediaType): Promise<FoundTitle[]> =>
    (await safely(() => catalogue.search(kind, text), empty)).results
      .slice(0, CANDIDATES)
      .map((item) => ({ ...item, media_type: kind }));
  const needed = key.includes(' ') ? MATCH.WORDS : MATCH.EXACT;
  const yearFits = (item: FoundTitle) => {
    const y = Number((item.release_date ?? item.first_air_date ?? '').slice(0, 4));
    return year !== undefined && Math.abs(y - year) <= YEAR_TOLERANCE ? 1 : 0;
  };
  const rank = (candidates: FoundTitle[]) =>
    candidates
      .map((item) => ({ item, score: titleMatch(item, key) }))
      .filter((c) => c.score >= needed)
      .sort(
        (a, b) =>
          b.score - a.score ||
          yearFits(b.item) - yearFits(a.item) ||
          Number(b.item.media_type === media) - Number(a.item.media_type === media) ||
          (b.item.popularity ?? 0) - (a.item.popularity ?? 0),
      );
  if (!media) {
    const [movies, shows] = await Promise.all([search('movie'), search('tv')]);
    return rank([...movies, ...shows])[0]?.item;
  }
  // The stated media first; the other one only when it has no exact match (a model may say "movie" for a show).
  const stated = await search(media);
  const top = rank(stated)[0];
  if (top && top.score === MATCH.EXACT && (year === undefined || yearFits(top.item))) return top.item;
  const other = await search(media === 'movie' ? 'tv' : 'movie');
  return rank([...stated, ...other])[0]?.item;
}

function personMatch(person: PersonListItem, asked: string[]): number {
  const name = words(person.name);
  if (name.join(' ') === asked.join(' ')) return MATCH.EXACT;
  if (asked.length >= 2 && asked.length === name.length && asked.every((w) => name.includes(w)))
    return MATCH.EXACT;
  // A surname alone ("nolan") names the best-known person who has it.
  if (asked.length === 1 && name.length > 1 && name[name.length - 1] === asked[0]) return MATCH.PREFIX;
  return MATCH.NONE;
}

export async function findPerson(
  catalogue: Catalogue,
  text: string,
  directing: boolean,
): Promise<FoundPerson | undefined> {
  const asked = words(text);
  if (asked.length === 0) return undefined;
  const none = { page: 1, results: [] as PersonListItem[], total_pages: 0, total_results: 0 };
  const page = await safely(() => catalogue.searchPeople(text), none);
  const ranked = page.results
    .slice(0, CANDIDATES)
    .map((person) => ({ person, score: personMatch(person, asked) }))
    .filter((c) => c.score >= MATCH.PREFIX)
    .sort((a, b) => b.score - a.score || b.person.popularity - a.person.popularity);
  const best = ranked[0]?.person;
  if (!best) return undefined;
  return {
    id: best.id,
    name: best.name,
    department: best.known_for_department,
    directing:
      directing || best.known_for_department === 'Directing' || best.known_for_department === 'Writing',
  };
}

/**
 * Words a title may contain ("A Night in Paris", "From Dusk Till Dawn") but that also start what comes after
 * a title ("like Alien from the 80s", "something like Up for my kids"): a span is tried whole, then cut there.
 */
const SOFT_STOPS = new Set(['in', 'on', 'at', 'with', 'from', 'for', 'by', 'set', 'to']);

/** The span, then shorter versions of it cut before each soft stop, longest first. */
export function spanCandidates(text: string): string[] {
  const w = text.split(' ');
  const cuts = w.flatMap((word, i) => (i > 0 && SOFT_STOPS.has(word) ? [w.slice(0, i).join(' ')] : []));
  return [text, ...cuts.reverse()];
}

/** Japanese particles after which a title may start: "おすすめの星の海" may name "星の海", "ホラーで君の名は" "君の名は". */
const PARTICLES = /(?<=[のはがをでにともへ])/u;
/** How many shorter tries a title named first gets, each a catalogue search. */
const MAX_TITLE_FIRST_TRIES = 4;

/**
 * A span named before its trigger (see parse-question.ts), then its shorter ends, longest first: without the
 * words in front ("요즘 볼만한 inception" -> "inception"), or, in Japanese, from after a particle.
 */
export function titleFirstCandidates(text: string): string[] {
  const words = text.split(' ');
  const ends = words.map((_, i) => words.slice(i).join(' '));
  const last = words[words.length - 1] ?? '';
  const pieces = last.split(PARTICLES);
  const unspaced = pieces.map((_, i) => pieces.slice(i).join('')).slice(1);
  const tries = [...new Set([...ends, ...unspaced])].filter((t) => t.length > 1);
  return tries.sort((a, b) => b.length - a.length).slice(0, MAX_TITLE_FIRST_TRIES + 1);
}

async function firstFound<T>(texts: string[], find: (text: string) => Promise<T | undefined>) {
  for (const text of texts) {
    const found = await find(text);
    if (found) return { text, found };
  }
  return undefined;
}

/** A span named first narrowed to the end that named the title, so the words in front are read as vocabulary. */
function narrowed(span: Span, text: string): Span {
  return span.titleFirst && text !== span.text ? { ...span, start: span.end - text.length, text } : span;
}

export async function resolveSpans(
  catalogue: Catalogue,
  parsed: ParsedQuestion,
  media?: MediaType,
): Promise<ResolvedSpans> {
  const out: ResolvedSpans = { unresolved: [] };
  const spans = parsed.spans.filter((s) => hasContent(s, parsed));
  const referenceSpan = spans.find((s) => s.role === 'reference');
  const personSpan = spans.find((s) => s.role === 'person');
  const [title, person] = await Promise.all([
    referenceSpan
      ? firstFound(
          referenceSpan.titleFirst
            ? titleFirstCandidates(referenceSpan.text)
            : spanCandidates(referenceSpan.text),
          (t) => findTitle(catalogue, t, media),
        )
      : undefined,
    personSpan
      ? firstFound(spanCandidates(personSpan.text), (t) => findPerson(catalogue, t, personSpan.directing))
      : undefined,
  ]);
  if (referenceSpan && title)
    out.reference = { span: narrowed(referenceSpan, title.text), title: title.found };
  else if (referenceSpan) out.unresolved.push(referenceSpan);
  if (personSpan && person) out.person = { span: personSpan, person: person.found };
  else if (personSpan) out.unresolved.push(personSpan);
  if (out.reference || out.person) return out;
  // Unclaimed words: a bare name ("christopher nolan movies") or a bare title ("inception").
  for (const span of spans.filter((s) => s.role === 'either').slice(0, 2)) {
    const found = words(span.text).length >= 2 ? await findPerson(catalogue, span.text, false) : undefined;
    if (found) return { ...out, person: { span, person: found } };
    const named = await findTitle(catalogue, span.text, media);
    if (named && titleMatch(named, titleKey(span.text)) === MATCH.EXACT)
      return { ...out, reference: { span, title: named } };
    out.unresolved.push(span);
  }
  return out;
}
