import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './search-index';

const docs = [
  { ref: 1, text: 'Harbor Lights', popularity: 10, adult: false },
  { ref: 2, text: 'The Harbormaster', popularity: 90, adult: false },
  { ref: 3, text: 'Harbor', popularity: 5, adult: false },
  { ref: 4, text: 'Harbour of Dreams', popularity: 99, adult: false },
  { ref: 5, text: 'Velvet Harbor', popularity: 50, adult: true },
  { ref: 6, text: 'Café Señal', popularity: 1, adult: false },
];

describe('createSearchIndex', () => {
  const index = createSearchIndex(docs);

  it('ranks the exact title first, then exact words, then prefixes, then typos; popularity breaks ties', () => {
    expect(index.search('harbor', false)).toEqual([3, 1, 2, 4]);
  });

  it('matches word prefixes anywhere in the title', () => {
    expect(index.search('harbo', false)).toEqual([4, 2, 1, 3]);
    expect(index.search('ligh', false)).toEqual([1]);
  });

  it('requires every query word to match', () => {
    expect(index.search('harbor lights', false)).toEqual([1]);
    expect(index.search('harbor nothing', false)).toEqual([]);
  });

  it('tolerates one typo in words of four letters or more, not in shorter ones', () => {
    expect(index.search('habror', false)).toContain(3);
    expect(index.search('lihgts', false)).toEqual([1]);
    expect(index.search('cfe', false)).toEqual([]);
  });

  it('ignores case and accents both ways', () => {
    expect(index.search('CAFE senal', false)).toEqual([6]);
    expect(index.search('Câfé', false)).toEqual([6]);
  });

  it('leaves adult titles out unless asked', () => {
    expect(index.search('velvet', false)).toEqual([]);
    expect(index.search('velvet', true)).toEqual([5]);
  });

  it('returns nothing for a query without words', () => {
    expect(index.search('!!! ...', true)).toEqual([]);
  });
});
