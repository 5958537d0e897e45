import type { CatalogueItem, SearchType } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { allPages, utc } from '../../test/demo-helpers';
import { alternativeTitles } from './alternative-titles';
import { createDemoCatalogue, DEFAULT_DEMO_SEED } from './demo-catalogue';
import { searchDocs } from './demo-search';
import { allowedEdits } from './search-index';
import { editDistanceUpTo, foldText, tokenize } from './text';
import { createWorld } from './world';

/** Search by every name a title carries, typo tolerance and relevance order, through the demo catalogue. */

const catalogue = createDemoCatalogue({ now: () => utc(2025, 9, 1) });
const world = createWorld(DEFAULT_DEMO_SEED);
const movieDocs = searchDocs(world, 'movie');
const movieIdOf = (index: number) => world.movies[index]!.id;
const namesOfMovie = movieDocs.map((doc) => doc.names.map((name) => tokenize(name)));
const searchAll = (kind: 'movie' | 'tv', query: string) =>
  allPages((page) => catalogue.search(kind, query, { page }));
const firstId = async (query: string) => (await catalogue.search('movie', query)).results[0]?.id;

/** True when one movie alone has a name holding every word of `words`, so a search has one rightful winner. */
function onlyMovieWith(words: string[]): boolean {
  const holds = (names: string[][]) => names.some((name) => words.every((word) => name.includes(word)));
  return namesOfMovie.filter(holds).length === 1;
}

/** One letter changed, as a hurried typist does: "Interstellar" -> "Intersteller". */
function misspell(word: string): string {
  const at = word.length - 3;
  const swapped = word[at] === 'e' ? 'a' : 'e';
  return word.slice(0, at) + swapped + word.slice(at + 1);
}

describe('demo search by name', () => {
  it('finds a title misspelt in a long word ("Intersteller"), that title first', async () => {
    const targets = world.movies
      .filter(
        (m) => !m.adult && tokenize(m.title).some((w) => w.length >= 8) && onlyMovieWith(tokenize(m.title)),
      )
      .slice(0, 6);
    expect(targets.length).toBe(6);
    for (const movie of targets) {
      const query = tokenize(movie.title)
        .map((w) => (w.length >= 8 ? misspell(w) : w))
        .join(' ');
      expect(query).not.toBe(tokenize(movie.title).join(' '));
      expect(await firstId(query), query).toBe(movie.id);
    }
  });

  it('finds a title by its original name (Hangul, kanji), an exact original name first', async () => {
    for (const flavour of ['kdrama', 'anime'] as const) {
      const movie = world.movies.find((m) => m.flavour === flavour && m.originalTitle !== m.title)!;
      const results = await searchAll('movie', movie.originalTitle);
      expect(results.map((r) => r.id)).toContain(movie.id);
      expect(results[0]!.original_title).toBe(movie.originalTitle);
    }
  });

  it('finds a title by its French, Spanish, German and Japanese titles', async () => {
    for (const country of ['FR', 'ES', 'DE', 'JP']) {
      const found = world.movies
        .filter((m) => !m.adult)
        .map((m) => ({ movie: m, alt: alternativeTitles(DEFAULT_DEMO_SEED, 'movie', m) }))
        .map(({ movie, alt }) => ({ movie, name: alt.find((a) => a.iso_3166_1 === country)?.title }))
        .find(({ name }) => name !== undefined && onlyMovieWith(tokenize(name)));
      expect(found, country).toBeDefined();
      expect(await firstId(found!.name!), found!.name).toBe(found!.movie.id);
    }
  });

  it('finds a title by its working title, shared ones ranked by popularity', async () => {
    const movie = world.movies.find((m) =>
      alternativeTitles(DEFAULT_DEMO_SEED, 'movie', m).some((a) => a.type === 'working title'),
    )!;
    const working = alternativeTitles(DEFAULT_DEMO_SEED, 'movie', movie).find(
      (a) => a.type === 'working title',
    )!;
    const results = await searchAll('movie', working.title);
    expect(results.map((r) => r.id)).toContain(movie.id);
    const carriers = results.filter((r) => tierOf(working.title, r) === -1);
    expect(results.slice(0, carriers.length)).toEqual(carriers);
  });

  it('finds a translated title typed without accents and with a typo', async () => {
    const movie = world.movies.find((m) =>
      alternativeTitles(DEFAULT_DEMO_SEED, 'movie', m).some((a) => a.title === 'La Promesse de la Forêt'),
    )!;
    const results = await searchAll('movie', 'la promese de la foret');
    expect(results.map((r) => r.id)).toContain(movie.id);
  });

  it('ranks a whole name, then whole words, then prefixes, then typos; popularity breaks ties', async () => {
    const seen = new Set<number>();
    for (const query of ['night', 'secret', 'summer']) {
      const results = await searchAll('movie', query);
      const tiers = results.map((r) => tierOf(query, r));
      for (const tier of tiers) seen.add(tier);
      for (let i = 1; i < results.length; i++) {
        const [before, after] = [tiers[i - 1]!, tiers[i]!];
        expect(before, `${query}: ${results[i]!.title}`).toBeLessThanOrEqual(after);
        if (before === after)
          expect(results[i - 1]!.popularity).toBeGreaterThanOrEqual(results[i]!.popularity!);
      }
    }
    // The queries exercise every kind of word match, so the order above was really tested across them.
    expect([...seen].sort()).toEqual(expect.arrayContaining([0, 1, 2]));
  });

  it('finds people by the other spellings of their name', async () => {
    const person = world.people.find((p) => p.alsoKnownAs.some((a) => foldText(a) !== foldText(p.name)))!;
    const other = person.alsoKnownAs.find((a) => foldText(a) !== foldText(person.name))!;
    const people = await allPages((page) => catalogue.searchPeople(other, { page }));
    expect(people.map((p) => p.id)).toContain(person.id);
  });

  it('finds nothing for nonsense, in every kind', async () => {
    for (const query of ['zzqqxxnothing', 'qwxzvbnm', 'xqzt']) {
      for (const kind of ['movie', 'tv', 'person'] as SearchType[]) {
        const page =
          kind === 'person' ? await catalogue.searchPeople(query) : await catalogue.search(kind, query);
        expect(page.total_results, `${kind} ${query}`).toBe(0);
      }
    }
  });
});

/**
 * How well a query matches a movie, read from its names: -1 a whole name; for one word, 0 a whole word, 1 the
 * start of a word, 2 one typo, 3 two typos. The order search promises, written out independently of the index.
 */
function tierOf(query: string, item: CatalogueItem): number {
  const doc = movieDocs.find((d) => movieIdOf(d.ref) === item.id)!;
  const word = tokenize(query).join(' ');
  let best = Number.POSITIVE_INFINITY;
  for (const name of doc.names) {
    const words = tokenize(name);
    if (words.join(' ') === word) return -1;
    for (const token of words) {
      if (token === word) best = Math.min(best, 0);
      else if (token.startsWith(word)) best = Math.min(best, 1);
      else {
        const edits = editDistanceUpTo(word, token, allowedEdits(word));
        if (edits <= allowedEdits(word)) best = Math.min(best, 1 + edits);
      }
    }
  }
  return best;
}
