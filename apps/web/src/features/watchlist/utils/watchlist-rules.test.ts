import { describe, expect, it } from 'vitest';
import { countsByType, emptyMessage, itemsOfType, readWatchlistType } from './watchlist-rules';

const movie = { type: 'movie' as const };
const show = { type: 'tv' as const };

describe('watchlist types', () => {
  it('counts each type, matching the type case-insensitively', () => {
    const items = [movie, show, { type: 'MOVIE' }, { type: 'Tv' }, show] as { type: 'movie' | 'tv' }[];
    expect(countsByType(items)).toEqual({ Movie: 2, Tv: 3 });
    expect(itemsOfType(items, 'Movie')).toEqual([movie, { type: 'MOVIE' }]);
  });

  it('remembers Movie or Tv, defaulting to Movie', () => {
    expect(readWatchlistType('Tv')).toBe('Tv');
    expect(readWatchlistType('Movie')).toBe('Movie');
    expect(readWatchlistType(null)).toBe('Movie');
    expect(readWatchlistType('anime')).toBe('Movie');
  });
});

describe('watchlist empty messages', () => {
  it('says the whole list is empty when nothing is listed', () => {
    expect(emptyMessage([], 'Movie')).toBe('Your watchlist is empty. Start adding movies!');
  });

  it('names the empty type and the other one', () => {
    expect(emptyMessage([show], 'Movie')).toBe(
      'No movies in your watchlist. Switch to Tv or add some movies!',
    );
    expect(emptyMessage([movie], 'Tv')).toBe(
      'No tv shows in your watchlist. Switch to Movie or add some tv shows!',
    );
  });

  it('says nothing when the type has entries', () => {
    expect(emptyMessage([movie, show], 'Tv')).toBeNull();
  });
});
