import { CAST, SIMILAR } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { initialVisible, nextVisible, stepAction } from './step-limits';

/** Presses the list's button until it offers Load Less, recording each visible count on the way. */
function countsUntilLess(limits: typeof CAST | typeof SIMILAR, total: number): number[] {
  const counts = [initialVisible(limits, total)];
  let visible = counts[0]!;
  while (stepAction(limits, visible, total) === 'more') {
    visible = nextVisible(limits, visible, total);
    counts.push(visible);
  }
  return counts;
}

describe('cast limits', () => {
  it('shows 5, then 9, then stops at 10 however long the cast is', () => {
    expect(countsUntilLess(CAST, 40)).toEqual([5, 9, 10]);
    expect(stepAction(CAST, 10, 40)).toBe('less');
  });

  it('Load Less folds back to 5', () => {
    expect(nextVisible(CAST, 10, 40)).toBe(5);
  });

  it('stops at the end of a short cast', () => {
    expect(countsUntilLess(CAST, 7)).toEqual([5, 7]);
    expect(stepAction(CAST, 7, 7)).toBe('less');
  });

  it('offers no button when the whole cast fits in the first five', () => {
    expect(initialVisible(CAST, 3)).toBe(3);
    expect(stepAction(CAST, 3, 3)).toBeNull();
    expect(stepAction(CAST, 5, 5)).toBeNull();
  });
});

describe('similar limits', () => {
  it('shows 4, then 8, then stops at 10; Load Less folds back to 4', () => {
    expect(countsUntilLess(SIMILAR, 20)).toEqual([4, 8, 10]);
    expect(nextVisible(SIMILAR, 10, 20)).toBe(4);
  });

  it('offers nothing for an empty list', () => {
    expect(initialVisible(SIMILAR, 0)).toBe(0);
    expect(stepAction(SIMILAR, 0, 0)).toBeNull();
  });
});
