import { SEARCH } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { interleaveInGroups } from './interleave';

const movies = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10'];
const shows = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10'];

describe('trending searches interleave', () => {
  it('takes two movies, then two shows, and so on, up to 14 items', () => {
    const result = interleaveInGroups(movies, shows, SEARCH.TRENDING_INTERLEAVE, SEARCH.TRENDING_ITEMS);

    expect(result).toEqual([
      'm1',
      'm2',
      't1',
      't2',
      'm3',
      'm4',
      't3',
      't4',
      'm5',
      'm6',
      't5',
      't6',
      'm7',
      'm8',
    ]);
  });

  it('fills from the other list when one runs out', () => {
    expect(interleaveInGroups(['m1', 'm2', 'm3'], shows, 2, 8)).toEqual([
      'm1',
      'm2',
      't1',
      't2',
      'm3',
      't3',
      't4',
      't5',
    ]);
    expect(interleaveInGroups([], ['t1', 't2', 't3'], 2, 14)).toEqual(['t1', 't2', 't3']);
  });

  it('returns what there is when both lists together are shorter than the limit', () => {
    expect(interleaveInGroups(['m1'], ['t1'], 2, 14)).toEqual(['m1', 't1']);
    expect(interleaveInGroups([], [], 2, 14)).toEqual([]);
  });
});
