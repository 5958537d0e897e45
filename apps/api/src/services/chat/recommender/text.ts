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

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
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
