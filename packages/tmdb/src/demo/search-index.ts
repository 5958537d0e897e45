import { editDistanceUpTo, tokenize } from './text';

/**
 * An in-memory search index over titles or people, each known by one or more names (title, original title,
 * alternative titles; a person's name and other spellings). A query matches a name when every query word matches
 * one of its words: exactly, as a prefix ("harb" -> "harbor") or with a typo or two (see `allowedEdits`).
 * Ranking, best first: a whole name typed exactly, then every word exact, then prefixes, then one typo, then two;
 * a document ranks by its best-matching name, and popularity breaks ties.
 *
 * Why our own and not a search library: minisearch (7.2, zero dependencies) was weighed for this. Its fuzzy
 * matching is Levenshtein, where swapped neighbours ("hrabor") cost two edits, so a six-letter word would need a
 * two-edit budget to forgive the most common typo, and its BM25 score blends the match kinds that we rank in
 * strict tiers. A few thousand words scan in well under a millisecond; see `measureDemoSearchIndex`.
 */

export type SearchDoc = { ref: number; names: readonly string[]; popularity: number; adult: boolean };

/** Words shorter than this must be typed right: one edit in "cat" matches half the dictionary. */
export const FUZZY_MIN_LENGTH = 4;
/** Words this long forgive two edits ("lgihthuose"); shorter ones one. */
export const TWO_EDITS_MIN_LENGTH = 8;
/** Longer queries are cut here; nothing we index has more words. */
const MAX_QUERY_WORDS = 12;

const MATCH = { EXACT: 0, PREFIX: 1, ONE_EDIT: 2, TWO_EDITS: 3 } as const;
type MatchClass = (typeof MATCH)[keyof typeof MATCH];
/** Tier of a name typed whole and exactly (word by word), above any word-by-word match. */
const TIER_FULL_NAME = -1;

export type SearchIndex = { search(query: string, includeAdult: boolean): number[] };

/** How many edits a query word of this length may be away from an indexed word. */
export function allowedEdits(word: string): 0 | 1 | 2 {
  if (word.length >= TWO_EDITS_MIN_LENGTH) return 2;
  return word.length >= FUZZY_MIN_LENGTH ? 1 : 0;
}

/** One name of one document: what the postings point at, so every query word must match within one name. */
type NameEntry = { doc: number; whole: string };

export function createSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const entries: NameEntry[] = [];
  const postings = new Map<string, number[]>();
  docs.forEach((doc, position) => {
    const seen = new Set<string>();
    for (const name of new Set(doc.names)) {
      const words = tokenize(name);
      // Whole names compared word by word, so "cafe de paris" equals "Café de Paris!".
      const whole = words.join(' ');
      if (whole === '' || seen.has(whole)) continue;
      seen.add(whole);
      const entry = entries.push({ doc: position, whole }) - 1;
      for (const word of new Set(words)) {
        const list = postings.get(word);
        if (list) list.push(entry);
        else postings.set(word, [entry]);
      }
    }
  });
  const vocabulary = [...postings.keys()].sort();
  const byLength = new Map<number, string[]>();
  for (const word of vocabulary) {
    const bucket = byLength.get(word.length);
    if (bucket) bucket.push(word);
    else byLength.set(word.length, [word]);
  }

  /** Best match class per name entry for one query word. */
  function matchWord(word: string): Map<number, MatchClass> {
    const found = new Map<number, MatchClass>();
    const mark = (token: string, cls: MatchClass) => {
      for (const entry of postings.get(token) ?? []) {
        const current = found.get(entry);
        if (current === undefined || cls < current) found.set(entry, cls);
      }
    };
    for (let i = lowerBound(vocabulary, word); i < vocabulary.length; i++) {
      const token = vocabulary[i] as string;
      if (!token.startsWith(word)) break;
      mark(token, token === word ? MATCH.EXACT : MATCH.PREFIX);
    }
    const edits = allowedEdits(word);
    for (let length = word.length - edits; edits > 0 && length <= word.length + edits; length++) {
      for (const token of byLength.get(length) ?? []) {
        if (token === word) continue;
        const distance = editDistanceUpTo(word, token, edits);
        if (distance <= edits) mark(token, distance === 1 ? MATCH.ONE_EDIT : MATCH.TWO_EDITS);
      }
    }
    return found;
  }

  return {
    search(query, includeAdult) {
      const queryWords = tokenize(query);
      const words = [...new Set(queryWords)].slice(0, MAX_QUERY_WORDS);
      if (words.length === 0) return [];
      const wholeQuery = queryWords.join(' ');
      let tiers: Map<number, number> | undefined;
      for (const word of words) {
        const matches = matchWord(word);
        const next = new Map<number, number>();
        for (const [entry, cls] of matches) {
          const previous = tiers ? tiers.get(entry) : MATCH.EXACT;
          if (previous !== undefined) next.set(entry, Math.max(previous, cls));
        }
        tiers = next;
        if (tiers.size === 0) return [];
      }
      const best = new Map<number, number>();
      for (const [entryIndex, wordTier] of tiers ?? []) {
        const entry = entries[entryIndex] as NameEntry;
        if (docs[entry.doc]?.adult && !includeAdult) continue;
        const tier = entry.whole === wholeQuery ? TIER_FULL_NAME : wordTier;
        const current = best.get(entry.doc);
        if (current === undefined || tier < current) best.set(entry.doc, tier);
      }
      const popularity = (position: number) => docs[position]?.popularity ?? 0;
      return [...best]
        .sort(([a, tierA], [b, tierB]) => tierA - tierB || popularity(b) - popularity(a) || a - b)
        .map(([position]) => docs[position]?.ref ?? 0);
    },
  };
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
