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
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Lower case, accents stripped: "Café Señor" -> "cafe senor". */
export function foldText(text: string): string {
  // Most names are plain ASCII, where folding is lower-casing: search builds its index from thousands of them.
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(EXTRA_FOLD_PATTERN, (letter) => EXTRA_FOLDS[letter] ?? letter);
}

/** Scripts written without spaces between words, which a plain split would leave as one long token. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
let japaneseSegmenter: Intl.Segmenter | undefined;

/**
 * Folded words: "L'Été, d'Amélie!" -> ["l", "ete", "d", "amelie"]. Japanese is cut into words by the runtime's
 * dictionary (ICU), so "秘密の灯台" is ["秘密", "の", "灯台"] and a search for 灯台 finds it.
 */
export function tokenize(text: string): string[] {
  const pieces = UNSPACED_SCRIPT.test(text) ? japaneseWords(text) : [text];
  const words: string[] = [];
  for (const piece of pieces)
    for (const word of foldText(piece).split(WORD_SPLIT)) if (word) words.push(word);
  return words;
}

function japaneseWords(text: string): string[] {
  japaneseSegmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const words: string[] = [];
  for (const segment of japaneseSegmenter.segment(text)) if (segment.isWordLike) words.push(segment.segment);
  return words;
}

/**
 * The Damerau-Levenshtein distance between `a` and `b` (optimal string alignment: an insertion, deletion,
 * substitution or swap of neighbours is one edit) when it is at most `max`, else `max + 1`. It stops as soon as
 * a whole row of the table is over `max`: search only ever asks "within one or two?", never the full distance.
 */
export function editDistanceUpTo(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  let twoRowsUp: number[] = new Array(b.length + 1).fill(0);
  let rowUp: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  let row: number[] = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = (rowUp[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let distance = Math.min((rowUp[j] as number) + 1, (row[j - 1] as number) + 1, substitution);
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      if (swapped) distance = Math.min(distance, (twoRowsUp[j - 2] as number) + 1);
      row[j] = distance;
      if (distance < rowMin) rowMin = distance;
    }
    if (rowMin > max) return over;
    [twoRowsUp, rowUp, row] = [rowUp, row, twoRowsUp];
  }
  return Math.min(rowUp[b.length] as number, over);
}
