import { describe, expect, it } from 'vitest';
import { importedParts, importedTotal } from './import-report';

describe('importedParts', () => {
  it('names each place titles went, and only those', () => {
    const imported = { watchLater: 0, watchHistory: 3, ratings: 1, lists: 12, hidden: 0 };
    expect(importedParts(imported)).toEqual(['3 to your watch history', '1 rating', '12 to your lists']);
    expect(importedTotal(imported)).toBe(16);
  });

  it('says nothing when nothing was added', () => {
    expect(importedParts({ watchLater: 0, watchHistory: 0, ratings: 0, lists: 0, hidden: 0 })).toEqual([]);
  });
});
