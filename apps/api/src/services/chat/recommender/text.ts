/**
 * Questions and titles folded to one comparable form: lower case, no accents, no apostrophes ("90's" -> "90s"),
 * common contractions spelled out ("i've" -> "i have"), every other mark a space, single spaces.
 */

const CONTRACTIONS: Readonly<Record<string, string>> = {
  ive: 'i have',
  im: 'i am',
  id: 'i would',
  ill: 'i will',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  havent: 'have not',
  hasnt: 'has not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  cant: 'can not',
  wont: 'will not',
  whats: 'what is',
  thats: 'that is',
  theres: 'there is',
  youve: 'you have',
  wouldnt: 'would not',
};

/**
 * Marks folded away: accents and Arabic short vowels, but not the kana voicing marks, which make other letters
 * (カ "ka" and ガ "ga" are different words). Hangul syllables come apart under NFD and are put back by NFC.
 */
const KANA_VOICING = new Set(['\u3099', '\u309a']);
/** Arabic letter variants people type interchangeably: alif maqsura, ta marbuta, the wasla alif, the tatweel. */
const ARABIC_VARIANTS: Readonly<Record<string, string>> = {
  '\u0649': '\u064a',
  '\u0629': '\u0647',
  '\u0671': '\u0627',
  '\u0640': '',
};
/** Arabic-Indic digits read as the digits they are ("٩٠" is 90). */
const ARABIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;
/**
 * The article and the conjunctions and prepositions written on to it ("الرعب", "والرعب", "بالرعب", "للرعب"):
 * set aside so a word reads the same with or without them. A lone و or ب stays: too many words start with it.
 */
const ARABIC_ARTICLE = /(?<![\p{L}\p{N}])(?:[وف]?[بك]?ال|[وف]?لل)(?=\p{L}{2})/gu;

/** Letters only, marks and punctuation left alone: how vocabulary in other scripts is written down (vocabulary-ar.ts). */
export function foldLetters(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (KANA_VOICING.has(mark) ? mark : ''))
    .normalize('NFC')
    .replace(/[\u0649\u0629\u0671\u0640]/g, (c) => ARABIC_VARIANTS[c] ?? c)
    .replace(ARABIC_DIGIT, (d) => String(d.charCodeAt(0) - (d >= '\u06f0' ? 0x06f0 : 0x0660)));
}

export function fold(text: string): string {
  return foldLetters(text)
    .replace(ARABIC_ARTICLE, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}#]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => CONTRACTIONS[word] ?? word)
    .join(' ');
}

export const words = (text: string): string[] => fold(text).split(' ').filter(Boolean);

const ARTICLES = new Set(['the', 'a', 'an']);

/** A title or span without leading articles, for matching "the office" to "The Office" or to "Office". */
export function titleKey(text: string): string {
  const w = words(text);
  while (w.length > 1 && ARTICLES.has(w[0] as string)) w.shift();
  return w.join(' ');
}

/** A small stable hash, to vary wording by question without randomness. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
