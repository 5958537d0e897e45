import { describe, expect, it } from 'vitest';
import { GENRES, genreNames, MOVIE_GENRE_IDS, TV_GENRE_IDS } from './genres';

describe('genre map', () => {
  it('holds the 27 movie and TV genres', () => {
    expect(Object.keys(GENRES)).toHaveLength(27);
    expect(GENRES[878]).toBe('Science Fiction');
    expect(GENRES[10765]).toBe('Sci-Fi & Fantasy');
  });

  it('names only known ids, in order, up to a limit', () => {
    expect(genreNames([18, 999, 28, 35], 2)).toEqual(['Drama', 'Action']);
    expect(genreNames([])).toEqual([]);
  });

  it('lists every movie and TV genre id in the map', () => {
    for (const id of [...MOVIE_GENRE_IDS, ...TV_GENRE_IDS]) expect(GENRES[id]).toBeTruthy();
  });
});
