import { describe, expect, it } from 'vitest';
import { allowedEdits, createSearchIndex } from './search-index';

const doc = (ref: number, names: string[], popularity: number, adult = false) => ({
  ref,
  names,
  popularity,
  adult,
});

const docs = [
  doc(1, ['Harbor Lights'], 10),
  doc(2, ['The Harbormaster'], 90),
  doc(3, ['Harbor'], 5),
  doc(4, ['Harbour of Dreams'], 99),
  doc(5, ['Velvet Harbor'], 50, true),
  doc(6, ['Café Señal'], 1),
  doc(7, ['The Silent Lighthouse', 'Le Secret du Phare', '灯台の秘密'], 20),
  doc(8, ['Interstellar Voyage'], 30),
  doc(9, ['Interstellar'], 3),
];

describe('createSearchIndex', () => {
  const index = createSearchIndex(docs);

  it('ranks the exact title first, then exact words, then prefixes, then typos; popularity breaks ties', () => {
    expect(index.search('harbor', false)).toEqual([3, 1, 2, 4]);
  });

  it('matches word prefixes anywhere in the title', () => {
    expect(index.search('harbo', false)).toEqual([4, 2, 1, 3]);
    expect(index.search('ligh', false)).toEqual([7, 1]);
  });

  it('requires every query word to match within one name', () => {
    expect(index.search('harbor lights', false)).toEqual([1]);
    expect(index.search('harbor nothing', false)).toEqual([]);
    // "silent" is in the English name, "phare" in the French one: no single name has both.
    expect(index.search('silent phare', false)).toEqual([]);
  });

  it('finds a title by any of its names, and a whole other name typed exactly ranks first', () => {
    expect(index.search('le secret du phare', false)).toEqual([7]);
    expect(index.search('灯台', false)).toEqual([7]);
    expect(index.search('Secret du Phare', false)).toEqual([7]);
  });

  it('tolerates one typo in words of four to seven letters, not in shorter ones', () => {
    expect(index.search('habror', false)).toContain(3);
    expect(index.search('lihgts', false)).toEqual([1]);
    expect(index.search('hrbaor', false)).toEqual([]);
    expect(index.search('cfe', false)).toEqual([]);
  });

  it('tolerates two typos in words of eight letters or more, ranking one typo above two', () => {
    expect(index.search('intersteller', false)).toEqual([8, 9]);
    expect(index.search('lgihthuose', false)).toEqual([7]);
    expect(index.search('lgihthuoes', false)).toEqual([]);
    expect(index.search('lighthose', false)).toEqual([7]);
    // Two letters short of "harbormaster".
    expect(index.search('harbormstr', false)).toEqual([2]);
  });

  it('ranks a one-typo match above a two-typo match whatever the popularity', () => {
    const typos = createSearchIndex([doc(1, ['Lantern Festival'], 99), doc(2, ['Lanterns Festival'], 1)]);
    // "lanternns" is one edit from "lanterns" and two from "lantern".
    expect(typos.search('lanternns', false)).toEqual([2, 1]);
  });

  it('ignores case and accents both ways', () => {
    expect(index.search('CAFE senal', false)).toEqual([6]);
    expect(index.search('Câfé', false)).toEqual([6]);
  });

  it('leaves adult titles out unless asked', () => {
    expect(index.search('velvet', false)).toEqual([]);
    expect(index.search('velvet', true)).toEqual([5]);
  });

  it('returns nothing for a query without words, or for nonsense', () => {
    expect(index.search('!!! ...', true)).toEqual([]);
    expect(index.search('zzqqxxnothing', true)).toEqual([]);
  });
});

describe('allowedEdits', () => {
  it.each([
    ['cat', 0],
    ['moon', 1],
    ['harbors', 1],
    ['lanterns', 2],
    ['intersteller', 2],
  ])('%s -> %i', (word, edits) => {
    expect(allowedEdits(word)).toBe(edits);
  });
});
