import { describe, expect, it } from 'vitest';
import { episodeNeighbours } from './episode-nav';

describe('episode navigation', () => {
  it('offers only Next on the first episode', () => {
    expect(episodeNeighbours(1, 8)).toEqual({ previous: null, next: 2 });
  });

  it('offers both in the middle of a season', () => {
    expect(episodeNeighbours(4, 8)).toEqual({ previous: 3, next: 5 });
  });

  it('offers only Prev on the last episode', () => {
    expect(episodeNeighbours(8, 8)).toEqual({ previous: 7, next: null });
  });

  it('offers neither for a one-episode season, and no Next when the count is unknown', () => {
    expect(episodeNeighbours(1, 1)).toEqual({ previous: null, next: null });
    expect(episodeNeighbours(3, undefined)).toEqual({ previous: 2, next: null });
  });
});
