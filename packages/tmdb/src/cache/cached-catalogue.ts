import { DEFAULT_LOCALE, type Locale } from '@kinora/domain';
import {
  type Catalogue,
  type DiscoverFilters,
  isMultilingual,
  type MultilingualCatalogue,
  type SearchOptions,
} from '../catalogue';
import { withEnglishFallback } from '../localised/english-fallback';
import { clampPage } from '../shared/paging';
import {
  CACHE_TTL_MS,
  type CacheKind,
  DEFAULT_MAX_ENTRIES,
  NOT_FOUND_TTL_MS,
  STALE_GRACE_MS,
} from './constants';
import { type CacheObserver, type CacheStats, createReadThrough } from './read-through';
import { createSharedLoad, type SharedCache } from './shared';

export type CachedCatalogueOptions = {
  now: () => number;
  /** Override some TTLs (ms); the rest keep CACHE_TTL_MS. */
  ttl?: Partial<Record<CacheKind, number>>;
  maxEntries?: number;
  staleGraceMs?: number;
  notFoundTtlMs?: number;
  /** Told of every read (hit, stale or miss) and its kind: how the API counts cache use. */
  observe?: CacheObserver;
  /** A cache shared by instances (Redis), behind this one: misses ask it before the upstream. */
  shared?: SharedCache;
};

/** A catalogue with counters; answers are shared and frozen, so treat them as read-only. */
export type CachedCatalogue = MultilingualCatalogue & { stats(): CacheStats };

type Read = <T>(kind: CacheKind, parts: readonly unknown[], load: () => Promise<T>) => Promise<T>;

/**
 * Wraps any catalogue in the in-process cache. Arguments are normalised (page clamped, includeAdult defaulted)
 * before both the key and the inner call, so equivalent calls share an entry and distinct ones never do.
 *
 * One cache holds every language. English keys are the catalogue's own (as before languages existed); another
 * locale's keys start with the locale, so a French answer is never served to an English viewer. A locale's
 * answers are the inner catalogue's `inLocale` view with English filling its gaps (localised/english-fallback.ts),
 * the English asked through this cache. Reads whose answers no language changes (keywords, US ratings, providers)
 * share the English entries. An inner catalogue that is not multilingual answers English in every locale.
 */
export function createCachedCatalogue(inner: Catalogue, options: CachedCatalogueOptions): CachedCatalogue {
  const ttl = { ...CACHE_TTL_MS, ...options.ttl };
  const staleGraceMs = options.staleGraceMs ?? STALE_GRACE_MS;
  const cache = createReadThrough({
    now: options.now,
    ttl,
    staleGraceMs,
    notFoundTtlMs: options.notFoundTtlMs,
    maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    observe: options.observe,
  });
  const shared =
    options.shared &&
    createSharedLoad({
      cache: options.shared,
      now: options.now,
      notFoundTtlMs: options.notFoundTtlMs ?? NOT_FOUND_TTL_MS,
    });
  const read: Read = (kind, parts, load) => {
    const key = JSON.stringify(parts);
    return cache.read(kind, key, shared ? () => shared(key, ttl[kind], staleGraceMs, load) : load);
  };
  const english = cachedReads(inner, read);
  const views = new Map<Locale, Catalogue>();
  const catalogue: CachedCatalogue = {
    ...english,
    stats: () => cache.stats(),
    inLocale(locale) {
      if (locale === DEFAULT_LOCALE || !isMultilingual(inner)) return catalogue;
      let view = views.get(locale);
      if (!view) {
        const local = withEnglishFallback(inner.inLocale(locale), english, locale);
        const keyed: Read = (kind, parts, load) => read(kind, [locale, ...parts], load);
        view = { ...cachedReads(local, keyed), ...languageNeutral(english) };
        views.set(locale, view);
      }
      return view;
    },
  };
  return catalogue;
}

/** The reads whose answers are the same in every language: TMDB does not translate keywords, ratings or providers. */
function languageNeutral(english: Catalogue) {
  return {
    keywords: english.keywords,
    certification: english.certification,
    watchProviders: english.watchProviders,
    regionProviders: english.regionProviders,
  } satisfies Partial<Catalogue>;
}

function cachedReads(inner: Catalogue, read: Read): Catalogue {
  const search = (options?: SearchOptions) => ({
    page: clampPage(options?.page),
    includeAdult: options?.includeAdult ?? false,
  });

  return {
    kind: inner.kind,
    trending(media, page) {
      const p = clampPage(page);
      return read('list', ['trending', media, p], () => inner.trending(media, p));
    },
    movieList(category, page) {
      const p = clampPage(page);
      return read('list', ['movieList', category, p], () => inner.movieList(category, p));
    },
    tvList(category, page) {
      const p = clampPage(page);
      return read('list', ['tvList', category, p], () => inner.tvList(category, p));
    },
    details: (media, id) => read('detail', ['details', media, id], () => inner.details(media, id)),
    credits: (media, id) => read('detail', ['credits', media, id], () => inner.credits(media, id)),
    similar(media, id, page) {
      const p = clampPage(page);
      return read('list', ['similar', media, id, p], () => inner.similar(media, id, p));
    },
    videos: (media, id) => read('detail', ['videos', media, id], () => inner.videos(media, id)),
    season: (tvId, n) => read('detail', ['season', tvId, n], () => inner.season(tvId, n)),
    search(kind, query, options) {
      const o = search(options);
      return read('list', ['search', kind, query, o.page, o.includeAdult], () =>
        inner.search(kind, query, o),
      );
    },
    searchPeople(query, options) {
      const o = search(options);
      return read('list', ['searchPeople', query, o.page, o.includeAdult], () =>
        inner.searchPeople(query, o),
      );
    },
    popularPeople(page) {
      const p = clampPage(page);
      return read('list', ['popularPeople', p], () => inner.popularPeople(p));
    },
    person: (id) => read('detail', ['person', id], () => inner.person(id)),
    personCredits: (id) => read('detail', ['personCredits', id], () => inner.personCredits(id)),
    browse(kind, media, list, page) {
      const p = clampPage(page);
      const ttlKind: CacheKind = list === 'on-air' ? 'list' : 'genre';
      return read(ttlKind, ['browse', kind, media, list, p], () => inner.browse(kind, media, list, p));
    },
    discover(media, filters, page) {
      const p = clampPage(page);
      const f = normaliseFilters(filters);
      return read('list', ['discover', media, f, p], () => inner.discover(media, f, p));
    },
    recommendations(media, id, page) {
      const p = clampPage(page);
      return read('list', ['recommendations', media, id, p], () => inner.recommendations(media, id, p));
    },
    keywords: (media, id) => read('detail', ['keywords', media, id], () => inner.keywords(media, id)),
    certification: (media, id) =>
      read('detail', ['certification', media, id], () => inner.certification(media, id)),
    watchProviders: (media, id) =>
      read('detail', ['providers', media, id], () => inner.watchProviders(media, id)),
    regionProviders: (media, region) =>
      read('detail', ['regionProviders', media, region], () => inner.regionProviders(media, region)),
    findByImdbId: (imdbId) => read('detail', ['find', imdbId], () => inner.findByImdbId(imdbId)),
  };
}

/**
 * Discover filters with defaults filled in, empty lists dropped, genre lists sorted and keys in one order, so
 * equivalent queries share one cache entry (JSON keys keep insertion order).
 */
function normaliseFilters(f: DiscoverFilters): DiscoverFilters {
  const sorted = (ids: readonly number[] | undefined) =>
    ids?.length ? [...new Set(ids)].sort((a, b) => a - b) : undefined;
  const genres = sorted(f.genres);
  const out: DiscoverFilters = {
    genres,
    genreMatch: genres && genres.length > 1 ? (f.genreMatch ?? 'all') : undefined,
    withoutGenres: sorted(f.withoutGenres),
    originalLanguage: f.originalLanguage || undefined,
    releasedFrom: f.releasedFrom || undefined,
    releasedTo: f.releasedTo || undefined,
    runtimeMin: f.runtimeMin,
    runtimeMax: f.runtimeMax,
    minVotes: f.minVotes,
    certificationMax: f.certificationMax,
    sort: f.sort ?? 'popularity',
    includeAdult: f.includeAdult ?? false,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as DiscoverFilters;
}
