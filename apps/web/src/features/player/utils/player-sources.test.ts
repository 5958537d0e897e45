import type { PlayerSource } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { clampSourceIndex, fillSourceTemplate, playableSources, TRAILER_SOURCE } from './player-sources';

const both: PlayerSource = {
  name: 'Both',
  description: 'Movies and shows',
  flags: ['adfree'],
  movieUrl: 'https://both.example/movie/{id}',
  tvUrl: 'https://both.example/tv/{id}/{season}/{episode}',
};
const moviesOnly: PlayerSource = {
  name: 'Films',
  description: '',
  flags: ['Brave only'],
  movieUrl: 'https://films.example/embed?tmdb={id}',
  tvUrl: null,
};
const showsOnly: PlayerSource = {
  ...moviesOnly,
  name: 'Shows',
  movieUrl: null,
  tvUrl: 'https://shows.example/{id}-{season}x{episode}',
};

describe('fillSourceTemplate', () => {
  it('fills every placeholder, wherever and however often it appears', () => {
    expect(
      fillSourceTemplate('https://x.example/{id}?s={season}&e={episode}&again={id}', {
        id: 7,
        season: 2,
        episode: 5,
      }),
    ).toBe('https://x.example/7?s=2&e=5&again=7');
  });

  it('leaves a placeholder it has no value for', () => {
    expect(fillSourceTemplate('https://x.example/{id}/{season}', { id: 7 })).toBe(
      'https://x.example/7/{season}',
    );
  });
});

describe('playableSources', () => {
  it('puts the trailer first, then the sources with a movie template, filled, for a movie', () => {
    const sources = playableSources([both, showsOnly, moviesOnly], { id: 42, name: 'M', episode: null });

    expect(sources[0]).toBe(TRAILER_SOURCE);
    expect(sources.slice(1)).toEqual([
      {
        kind: 'embed',
        name: 'Both',
        description: 'Movies and shows',
        flags: ['adfree'],
        url: 'https://both.example/movie/42',
      },
      {
        kind: 'embed',
        name: 'Films',
        description: '',
        flags: ['Brave only'],
        url: 'https://films.example/embed?tmdb=42',
      },
    ]);
  });

  it('uses the TV templates with season and episode for an episode, skipping movie-only sources', () => {
    const sources = playableSources([both, showsOnly, moviesOnly], {
      id: 9,
      name: 'S',
      episode: { season: 2, episode: 3, totalEpisodes: 8 },
    });

    expect(sources.map((source) => (source.kind === 'embed' ? source.url : source.name))).toEqual([
      'Trailer',
      'https://both.example/tv/9/2/3',
      'https://shows.example/9-2x3',
    ]);
  });

  it('offers only the trailer when the operator configured nothing', () => {
    expect(playableSources([], { id: 1, name: 'x', episode: null })).toEqual([TRAILER_SOURCE]);
  });
});

describe('clampSourceIndex', () => {
  it('keeps a stored index that is in range', () => {
    expect(clampSourceIndex('2', 3)).toBe(2);
  });

  it('clamps an index past the end to the last source', () => {
    expect(clampSourceIndex('6', 3)).toBe(2);
  });

  it('starts at the first source when nothing usable is stored', () => {
    expect(clampSourceIndex(null, 3)).toBe(0);
    expect(clampSourceIndex('-1', 3)).toBe(0);
    expect(clampSourceIndex('abc', 3)).toBe(0);
    expect(clampSourceIndex('1.5', 3)).toBe(0);
  });
});
