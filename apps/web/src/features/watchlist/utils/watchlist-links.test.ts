import { describe, expect, it } from 'vitest';
import { watchlistHref, watchlistTarget, watchlistTitle } from './watchlist-links';

const movie = { id: 7, type: 'movie' as const, title: 'Night & Day' };
const show = { id: 9, type: 'tv' as const, title: 'The Show' };
const episode = { ...show, season: 2, episode: 5, totalEpisodes: 10 };

describe('watchlist links', () => {
  it('opens movies on their page, episodes in the player and shows on their page', () => {
    expect(watchlistHref(movie)).toBe('/movie?id=7&name=Night+%26+Day');
    expect(watchlistHref(episode)).toBe('/watch?id=9&name=The+Show&season=2&episode=5&tepisodes=10');
    expect(watchlistHref(show)).toBe('/tv/details?id=9&name=The+Show');
  });

  it('removes exactly the entry: an episode by its numbers, a title by its id', () => {
    expect(watchlistTarget(episode)).toEqual({ type: 'tv', id: 9, season: 2, episode: 5 });
    expect(watchlistTarget(show)).toEqual({ type: 'tv', id: 9 });
    expect(watchlistTarget(movie)).toEqual({ type: 'movie', id: 7 });
  });

  it('tells episodes of one show apart by their numbers', () => {
    expect(watchlistTitle(episode)).toBe('The Show S2 E5');
    expect(watchlistTitle(show)).toBe('The Show');
  });
});
