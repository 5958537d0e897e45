import { describe, expect, it } from 'vitest';
import { pickerPath, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/watchlist', '/watchlist'],
    ['/movie?id=5&name=Up', '/movie?id=5&name=Up'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['/profiles', '/'],
    ['/profiles?next=/x', '/'],
  ])('%s -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('pickerPath', () => {
  it('comes back to the page it was opened from, and to home without a parameter', () => {
    expect(pickerPath('/movie?id=5')).toBe('/profiles?next=%2Fmovie%3Fid%3D5');
    expect(pickerPath('/')).toBe('/profiles');
    expect(pickerPath('/profiles')).toBe('/profiles');
  });
});
