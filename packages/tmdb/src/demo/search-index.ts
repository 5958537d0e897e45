import { tokenize, withinOneEdit } from './text';

/**
 * An in-memory search index over titles or names, built once. A query matches a document when every query
 * word matches one of its words: exactly, as a prefix ("harb" -> "harbor") or, for words of 4+ letters, with
 * one typo (Damerau-Levenshtein 1). Ranking: exact title, then all-exact words, then prefixes, then typos;
 * ties by popularity.
 */

export type SearchDoc = { ref: number; text: string; popularity: number; adult: boolean };

/** Words shorter than this must be typed right: one edit in "cat" matches half the dictionary. */
export const FUZZY_MIN_LENGTH = 4;
/** Longer queries are cut here; nothing we index has more words. */
const MAX_QUERY_WORDS = 12;

const MATCH = { EXACT: 0, PREFIX: 1, FUZZY: 2 } as const;
type MatchClass = (typeof MATCH)[keyof typeof MATCH];
/** Tiers of a whole document: the full title typed exactly ranks above any word-by-word match. */
const TIER_FULL_TITLE = -1;

export type SearchIndex = { search(query: string, includeAdult: boolean): number[] };

export function createSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const postings = new Map<string, number[]>();
  // Whole titles compared word by word, so "cafe de paris" equals "Café de Paris!".
  const wholeTitles = docs.map((doc) => tokenize(doc.text).join(' '));
  docs.forEach((doc, position) => {
    for (const word of new Set(tokenize(doc.text))) {
      const list = postings.get(word);
      if (list) list.push(position);
      else postings.set(word, [position]);
    }
  });
  const vocabulary = [...postings.keys()].sort();
  const byLength = new Map<number, string[]>();
  for (const word of vocabulary) {
    const bucket = byLength.get(word.length);
    if (bucket) bucket.push(word);
    else byLength.set(word.length, [word]);
  }

  /** Best match class per document position for one query word. */
  function matchWord(word: string): Map<number, MatchClass> {
    const found = new Map<number, MatchClass>();
    const mark = (token: string, cls: MatchClass) => {
      for (const position of postings.get(token) ?? []) {
        const current = found.get(position);
        if (current === undefined || cls < current) found.set(position, cls);
      }
    };
    for (let i = lowerBound(vocabulary, word); i < vocabulary.length; i++) {
      const token = vocabulary[i] as string;
      if (!token.startsWith(word)) break;
      mark(token, token === word ? MATCH.EXACT : MATCH.PREFIX);
    }
    if (word.length >= FUZZY_MIN_LENGTH) {
      for (let length = word.length - 1; length <= word.length + 1; length++) {
        for (const token of byLength.get(length) ?? []) {
          if (token !== word && withinOneEdit(word, token)) mark(token, MATCH.FUZZY);
        }
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
      // Rarest-first would be faster still; at a few thousand documents this is already well under a millisecond.
      for (const word of words) {
        const matches = matchWord(word);
        const next = new Map<number, number>();
        for (const [position, cls] of matches) {
          const previous = tiers ? tiers.get(position) : MATCH.EXACT;
          if (previous !== undefined) next.set(position, Math.max(previous, cls));
        }
        tiers = next;
        if (tiers.size === 0) return [];
      }
      const hits: { position: number; tier: number }[] = [];
      for (const [position, tier] of tiers ?? []) {
        const doc = docs[position];
        if (!doc || (doc.adult && !includeAdult)) continue;
        hits.push({ position, tier: wholeTitles[position] === wholeQuery ? TIER_FULL_TITLE : tier });
      }
      hits.sort(
        (a, b) =>
          a.tier - b.tier ||
          (docs[b.position]?.popularity ?? 0) - (docs[a.position]?.popularity ?? 0) ||
          a.position - b.position,
      );
      return hits.map((hit) => docs[hit.position]?.ref ?? 0);
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
