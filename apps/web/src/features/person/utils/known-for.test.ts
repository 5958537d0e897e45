import { describe, expect, it } from 'vitest';
import { initialKnownFor, nextKnownFor, remainingKnownFor } from './known-for';

describe('known-for paging', () => {
  it('opens with 8 and adds 4 per Load More until all are shown', () => {
    const total = 19;
    const shownCounts = [initialKnownFor(total)];
    while (remainingKnownFor(shownCounts.at(-1)!, total) > 0) {
      shownCounts.push(nextKnownFor(shownCounts.at(-1)!, total));
    }
    expect(shownCounts).toEqual([8, 12, 16, 19]);
    expect(shownCounts.map((shown) => remainingKnownFor(shown, total))).toEqual([11, 7, 3, 0]);
  });

  it('shows everything at once for 8 credits or fewer', () => {
    expect(initialKnownFor(5)).toBe(5);
    expect(remainingKnownFor(5, 5)).toBe(0);
  });
});
