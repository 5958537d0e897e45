import { AppError, type SearchType } from '@kinora/domain';
import type { SearchOptions } from '../catalogue';
import { EMPTY_QUERY_MESSAGE } from '../shared/constants';
import { alternativeTitles } from './alternative-titles';
import type { MovieRecord } from './movie-records';
import { createSearchIndex, type SearchDoc, type SearchIndex } from './search-index';
import type { TvRecord } from './tv-records';
import type { DemoWorld } from './world';

/**
 * The demo catalogue's search: one index each for movies, shows and people, each built on its first search (a
 * server that never searches a kind never pays for it) and kept for the catalogue's life. Answers are record
 * indices, most relevant first.
 */
export type DemoSearch = {
  find(kind: SearchType, query: string, options: SearchOptions | undefined): number[];
};

export function createDemoSearch(world: DemoWorld): DemoSearch {
  const built: Partial<Record<SearchType, SearchIndex>> = {};
  const indexOf = (kind: SearchType): SearchIndex => {
    built[kind] ??= createSearchIndex(searchDocs(world, kind));
    return built[kind];
  };
  return {
    find(kind, query, options) {
      if (query.trim() === '') throw new AppError('BAD_INPUT', EMPTY_QUERY_MESSAGE);
      return indexOf(kind).search(query, options?.includeAdult ?? false);
    },
  };
}

/** Everything one kind is found by: titles by every name they carry, people by their name and other spellings. */
export function searchDocs(world: DemoWorld, kind: SearchType): SearchDoc[] {
  if (kind === 'person')
    return world.people.map((p) => ({
      ref: p.index,
      names: [p.name, ...p.alsoKnownAs],
      popularity: p.popularity,
      adult: false,
    }));
  if (kind === 'movie')
    return world.movies.map((m) => ({
      ref: m.index,
      names: titleNames(world.seed, 'movie', m),
      popularity: m.popularity,
      adult: m.adult,
    }));
  return world.tv.map((t) => ({
    ref: t.index,
    names: titleNames(world.seed, 'tv', t),
    popularity: t.popularity,
    adult: false,
  }));
}

/** A movie's or show's name, original name and alternative titles. */
export function titleNames(seed: number, media: 'movie' | 'tv', record: MovieRecord | TvRecord): string[] {
  const named =
    'title' in record
      ? { title: record.title, originalTitle: record.originalTitle }
      : { title: record.name, originalTitle: record.originalName };
  const others = alternativeTitles(seed, media, {
    index: record.index,
    originalLanguage: record.originalLanguage,
    ...named,
  }).map((alt) => alt.title);
  return [named.title, named.originalTitle, ...others];
}
