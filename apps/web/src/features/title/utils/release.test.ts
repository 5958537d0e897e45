import { IMAX_DIRECTOR, IMAX_FROM_YEAR } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { hasImaxRelease, imaxSearchUrl, isReleased, isUpcoming } from './release';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('isReleased', () => {
  it('is true for a past date and for today, false for a future or missing date', () => {
    expect(isReleased('2026-11-21', NOW)).toBe(true);
    expect(isReleased('2026-11-22', NOW)).toBe(true);
    expect(isReleased('2026-11-23', NOW)).toBe(false);
    expect(isReleased('', NOW)).toBe(false);
    expect(isReleased(undefined, NOW)).toBe(false);
    expect(isReleased('soon', NOW)).toBe(false);
  });
});

describe('isUpcoming', () => {
  it('is true only for a day that starts after now', () => {
    expect(isUpcoming('2026-11-23', NOW)).toBe(true);
    expect(isUpcoming('2026-11-22', NOW)).toBe(false);
    expect(isUpcoming(null, NOW)).toBe(false);
  });
});

describe('IMAX link', () => {
  it(`is offered for ${IMAX_DIRECTOR.name}'s films from ${IMAX_FROM_YEAR} on`, () => {
    expect(hasImaxRelease([IMAX_DIRECTOR.id], `${IMAX_FROM_YEAR}-07-18`)).toBe(true);
    expect(hasImaxRelease([1, IMAX_DIRECTOR.id], '2023-07-21')).toBe(true);
  });

  it('is not offered for earlier films, other directors or an unknown date', () => {
    expect(hasImaxRelease([IMAX_DIRECTOR.id], `${IMAX_FROM_YEAR - 1}-12-31`)).toBe(false);
    expect(hasImaxRelease([IMAX_DIRECTOR.id + 1], '2023-07-21')).toBe(false);
    expect(hasImaxRelease([IMAX_DIRECTOR.id], undefined)).toBe(false);
  });

  it("searches IMAX's site for the film's title", () => {
    expect(imaxSearchUrl('Dune: Part Two')).toBe('https://www.imax.com/search?q=Dune%3A+Part+Two');
  });
});
