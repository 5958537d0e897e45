import { describe, expect, it } from 'vitest';
import { alternativeTitles } from './alternative-titles';
import { JAPANESE_WORDS } from './words/titles';
import { createWorld } from './world';

const world = createWorld(1);
const ofMovie = (index: number, seed = 1) => alternativeTitles(seed, 'movie', world.movies[index]!);

describe('alternativeTitles', () => {
  it('is the same for the same seed and title, and differs with the seed', () => {
    expect(ofMovie(7)).toEqual(ofMovie(7));
    const all = (seed: number) =>
      world.movies.map((_, i) =>
        ofMovie(i, seed)
          .map((a) => a.title)
          .join('|'),
      );
    expect(all(2)).not.toEqual(all(1));
  });

  it("gives each title a local release title in France, Spain, Germany and Japan, except its own language's", () => {
    const countryOf: Record<string, string> = { fr: 'FR', es: 'ES', de: 'DE', ja: 'JP' };
    for (const movie of world.movies) {
      const countries = alternativeTitles(1, 'movie', movie)
        .filter((a) => a.type === '')
        .map((a) => a.iso_3166_1);
      const expected = Object.entries(countryOf)
        .filter(([language]) => language !== movie.originalLanguage)
        .map(([, country]) => country);
      expect(countries, movie.title).toEqual(expected);
    }
  });

  it('gives some titles a working title and an anime its romanised name', () => {
    const working = world.movies.filter((m) =>
      alternativeTitles(1, 'movie', m).some((a) => a.type === 'working title'),
    );
    expect(working.length / world.movies.length).toBeGreaterThan(0.25);
    expect(working.length / world.movies.length).toBeLessThan(0.55);

    const romajiOf = new Map(JAPANESE_WORDS.map(([, kanji, romaji]) => [kanji, romaji]));
    const readable = world.movies.find((m) => {
      const [before, after, ...rest] = m.originalTitle.split('の');
      return (
        rest.length === 0 && romajiOf.has(before ?? '') && romajiOf.has(after ?? '') && !/ no /.test(m.title)
      );
    })!;
    const [before, after] = readable.originalTitle.split('の');
    expect(alternativeTitles(1, 'movie', readable)).toContainEqual({
      iso_3166_1: 'JP',
      title: `${romajiOf.get(before!)} no ${romajiOf.get(after!)}`,
      type: 'romaji',
    });
    const romanised = world.movies.filter((m) =>
      alternativeTitles(1, 'movie', m).some((a) => a.type === 'romaji'),
    );
    expect(romanised.length).toBeGreaterThan(10);
    expect(romanised.every((m) => m.originalLanguage === 'ja')).toBe(true);
  });

  it('names shows too, from a stream of their own', () => {
    const show = world.tv[0]!;
    const named = { ...show, title: show.name, originalTitle: show.originalName };
    expect(alternativeTitles(1, 'tv', named).length).toBeGreaterThanOrEqual(3);
    expect(alternativeTitles(1, 'tv', named)).not.toEqual(alternativeTitles(1, 'movie', world.movies[0]!));
  });
});
