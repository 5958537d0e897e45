/** Text folding and matching for demo search: case- and accent-insensitive, typo-tolerant. */

/** Letters NFD does not decompose into base + mark, folded by hand. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
};
const COMBINING_MARKS = /\p{M}+/gu;
const EXTRA_FOLD_PATTERN = /[øłđßæœıþ]/g;
const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/** Lower case, accents stripped: "Café Señor" -> "cafe senor". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(EXTRA_FOLD_PATTERN, (letter) => EXTRA_FOLDS[letter] ?? letter);
}

/** Folded words: "L'Été, d'Amélie!" -> ["l", "ete", "d", "amelie"]. */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(WORD_SPLIT)
    .filter((word) => word.length > 0);
}

/**
 * True when `a` and `b` are at most one edit apart under Damerau-Levenshtein (one insertion, deletion,
 * substitution or swap of neighbours). Linear time: we never need the full distance, only "<= 1".
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (diff === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    // transposition of neighbours: "hrabor" vs "harbor"
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return diff > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
