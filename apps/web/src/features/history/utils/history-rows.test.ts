import { describe, expect, it } from 'vitest';
import { chatRow, searchRow, watchRow } from './history-rows';

const date = '2024-05-17T10:00:00.000Z';
const searched = { entryId: '1', id: 5, title: 'Alpha', name: 'Alpha', image: '/a.svg', query: 'alp', date };
const watched = { entryId: '2', id: 8, title: 'Beta', name: 'Beta', image: null, date };

describe('history rows', () => {
  it('search entries link to the movie, show or person found', () => {
    expect(searchRow({ ...searched, type: 'movie' }).href).toBe('/movie?id=5&name=Alpha');
    expect(searchRow({ ...searched, type: 'tv' }).href).toBe('/tv/details?id=5&name=Alpha');
    expect(searchRow({ ...searched, type: 'person' }).href).toBe('/person/details?id=5&name=Alpha');
  });

  it('watch entries link to the movie page or to the player at the episode watched', () => {
    expect(watchRow({ ...watched, type: 'movie' }).href).toBe('/movie?id=8&name=Beta');
    const episode = watchRow({ ...watched, type: 'tv', name: 'Pilot', season: 1, episode: 2, tepisodes: 9 });
    expect(episode.href).toBe('/watch?id=8&name=Beta&season=1&episode=2&tepisodes=9');
    expect(episode.detail).toBe('S1 E2 · Pilot');
    expect(episode.isStill).toBe(true);
  });

  it('says when a view was marked watched without a date', () => {
    expect(watchRow({ ...watched, type: 'movie', dateKnown: false }).isDateUnknown).toBe(true);
    expect(watchRow({ ...watched, type: 'movie' }).isDateUnknown).toBe(false);
  });

  it('chat entries ask the question again on /chat', () => {
    const row = chatRow({ entryId: 'c1', id: 'c1', query: 'space films?', response: 'Try Gamma.', date });
    expect(row.href).toBe('/chat?query=space+films%3F');
    // The app's own link: /chat asks it at once rather than only filling the box.
    expect(row.state).toEqual({ askNow: true });
    expect(row.title).toBe('space films?');
    expect(row.image).toBeNull();
  });

  it('keeps the entry id, the handle for deleting it', () => {
    expect(searchRow({ ...searched, type: 'movie' }).entryId).toBe('1');
    expect(watchRow({ ...watched, type: 'movie' }).entryId).toBe('2');
  });
});
