import { describe, expect, it } from 'vitest';
import { ageOf } from './age';

const NOW = new Date(2026, 10, 22); // 22 November 2026, the viewer's local calendar

describe('ageOf', () => {
  it('counts whole years up to today for a living person', () => {
    expect(ageOf('2001-09-22', null, NOW)).toBe(25);
  });

  it('does not count the current year before the birthday', () => {
    expect(ageOf('2001-11-23', null, NOW)).toBe(24);
    expect(ageOf('2001-12-01', null, NOW)).toBe(24);
  });

  it('counts the year on the birthday itself', () => {
    expect(ageOf('2001-11-22', null, NOW)).toBe(25);
  });

  it('gives the age at death for someone who died', () => {
    expect(ageOf('1930-05-31', '2001-05-30', NOW)).toBe(70);
    expect(ageOf('1930-05-31', '2001-05-31', NOW)).toBe(71);
  });

  it('is unknown without a usable birthday, or when the dates contradict', () => {
    expect(ageOf(null, null, NOW)).toBeNull();
    expect(ageOf('', null, NOW)).toBeNull();
    expect(ageOf('sometime', null, NOW)).toBeNull();
    expect(ageOf('2030-01-01', null, NOW)).toBeNull();
    expect(ageOf('1950-01-01', 'unknown', NOW)).toBeNull();
  });
});
