import { describe, expect, it } from 'vitest';
import { halfStarsAfterKey, halfStarsAt, starFill } from './star-steps';

describe('the star slider keys', () => {
  it('move half a star with the arrows and stop at the ends', () => {
    expect(halfStarsAfterKey('ArrowRight', 6)).toBe(7);
    expect(halfStarsAfterKey('ArrowUp', 6)).toBe(7);
    expect(halfStarsAfterKey('ArrowLeft', 6)).toBe(5);
    expect(halfStarsAfterKey('ArrowDown', 6)).toBe(5);
    expect(halfStarsAfterKey('ArrowRight', 10)).toBe(10);
    expect(halfStarsAfterKey('ArrowLeft', 1)).toBe(1);
  });

  it('in a right-to-left page, move toward more stars with the left arrow (the stars fill from the right)', () => {
    expect(halfStarsAfterKey('ArrowLeft', 6, true)).toBe(7);
    expect(halfStarsAfterKey('ArrowRight', 6, true)).toBe(5);
    expect(halfStarsAfterKey('ArrowUp', 6, true)).toBe(7);
    expect(halfStarsAfterKey('ArrowDown', 6, true)).toBe(5);
  });

  it('go to half a star and five stars with Home and End, and a whole star with Page Up and Down', () => {
    expect(halfStarsAfterKey('Home', 7)).toBe(1);
    expect(halfStarsAfterKey('End', 3)).toBe(10);
    expect(halfStarsAfterKey('PageUp', 7)).toBe(9);
    expect(halfStarsAfterKey('PageDown', 2)).toBe(1);
  });

  it('start from no rating at the first value in the direction pressed, and leave other keys alone', () => {
    expect(halfStarsAfterKey('ArrowRight', null)).toBe(1);
    expect(halfStarsAfterKey('ArrowLeft', null)).toBe(1);
    expect(halfStarsAfterKey('PageUp', null)).toBe(2);
    expect(halfStarsAfterKey('Enter', 4)).toBeNull();
    expect(halfStarsAfterKey('Tab', null)).toBeNull();
  });
});

describe('the star under the pointer', () => {
  it('is half a star on the left half of a star and a whole one on its right half', () => {
    // Five stars in 100 px: each is 20 px wide.
    expect(halfStarsAt(1, 100)).toBe(1);
    expect(halfStarsAt(10, 100)).toBe(1);
    expect(halfStarsAt(11, 100)).toBe(2);
    expect(halfStarsAt(65, 100)).toBe(7);
    expect(halfStarsAt(100, 100)).toBe(10);
  });

  it('stays within half a star and five stars when the pointer is dragged past the row', () => {
    expect(halfStarsAt(-30, 100)).toBe(1);
    expect(halfStarsAt(0, 100)).toBe(1);
    expect(halfStarsAt(250, 100)).toBe(10);
    expect(halfStarsAt(5, 0)).toBe(1);
  });

  it('fills stars whole, by half, or not at all', () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, 7))).toEqual([
      'full',
      'full',
      'full',
      'half',
      'empty',
    ]);
    expect([1, 2].map((star) => starFill(star, null))).toEqual(['empty', 'empty']);
  });
});
