import { describe, expect, it } from 'vitest';
import { nextDirectorsCount, readDirectorsCount } from './directors-count';

describe('directors count', () => {
  it('starts at 16 unless a count was saved this session', () => {
    expect(readDirectorsCount(null)).toBe(16);
    expect(readDirectorsCount('32')).toBe(32);
  });

  it('ignores saved values that are not a positive whole number, and caps at 54', () => {
    expect(readDirectorsCount('0')).toBe(16);
    expect(readDirectorsCount('-5')).toBe(16);
    expect(readDirectorsCount('lots')).toBe(16);
    expect(readDirectorsCount('999')).toBe(54);
  });

  it('Load More adds 16 up to the length of the list', () => {
    expect(nextDirectorsCount(16, 54)).toBe(32);
    expect(nextDirectorsCount(48, 54)).toBe(54);
    expect(nextDirectorsCount(16, 20)).toBe(20);
  });
});
