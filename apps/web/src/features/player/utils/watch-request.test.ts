import { describe, expect, it } from 'vitest';
import { readWatchRequest } from './watch-request';

const read = (query: string) => readWatchRequest(new URLSearchParams(query));

describe('readWatchRequest', () => {
  it('reads a movie when there is no season', () => {
    expect(read('id=600478&name=The%20Last%20Reckoning')).toEqual({
      id: 600478,
      name: 'The Last Reckoning',
      episode: null,
    });
  });

  it('reads an episode with its season and episode count', () => {
    expect(read('id=7&name=Show&season=2&episode=5&tepisodes=10')).toEqual({
      id: 7,
      name: 'Show',
      episode: { season: 2, episode: 5, totalEpisodes: 10 },
    });
  });

  it('has nothing to play without a usable id', () => {
    expect(read('name=x')).toBeNull();
    expect(read('id=&name=x')).toBeNull();
    expect(read('id=abc')).toBeNull();
    expect(read('id=0')).toBeNull();
  });
});
