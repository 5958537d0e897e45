import { AppError, type CatalogueItem, type Page } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../catalogue';
import { createCachedCatalogue } from './cached-catalogue';
import { CACHE_TTL_MS, NOT_FOUND_TTL_MS, STALE_GRACE_MS } from './constants';

/** A fake inner catalogue: counts calls per method and answers with a version number, or fails on demand. */
function fakeCatalogue() {
  const calls: string[] = [];
  let version = 0;
  let failNext: unknown;
  const deferred: (() => void)[] = [];
  let hold = false;
  const answer = async <T>(name: string, value: (v: number) => T): Promise<T> => {
    calls.push(name);
    version++;
    const v = version;
    if (hold) await new Promise<void>((resolve) => deferred.push(resolve));
    if (failNext) {
      const error = failNext;
      failNext = undefined;
      throw error;
    }
    return value(v);
  };
  const page = (v: number, extra: Record<string, unknown> = {}): Page<CatalogueItem> => ({
    page: 1,
    results: [{ id: v, title: `v${v}`, ...extra }],
    total_pages: 1,
    total_results: 1,
  });
  const inner: Catalogue = {
    kind: 'demo',
    trending: (media, p) => answer('trending', (v) => page(v, { media, p })),
    movieList: (category, p) => answer('movieList', (v) => page(v, { category, p })),
    tvList: (category, p) => answer('tvList', (v) => page(v, { category, p })),
    details: (media, id) => answer('details', (v) => ({ id, genres: [], version: v, media })),
    credits: (_m, id) =>
      answer('credits', (v) => ({
        cast: [{ id, name: `v${v}`, character: '', profile_path: null }],
        crew: [],
      })),
    similar: (_m, _id, p) => answer('similar', (v) => page(v, { p })),
    videos: () => answer('videos', (v) => [{ type: 'Trailer', site: 'YouTube', key: `k${v}` }]),
    season: (tvId, n) =>
      answer('season', (v) => ({
        id: tvId,
        name: `S${n}`,
        season_number: n,
        air_date: null,
        overview: '',
        poster_path: null,
        episodes: [],
        version: v,
      })),
    search: (kind, query, o) => answer('search', (v) => page(v, { kind, query, o })),
    searchPeople: (query, o) =>
      answer('searchPeople', (v) => ({
        page: 1,
        results: [
          {
            id: v,
            name: query,
            profile_path: null,
            known_for_department: '',
            popularity: 1,
            adult: !!o?.includeAdult,
          },
        ],
        total_pages: 1,
        total_results: 1,
      })),
    popularPeople: (p) =>
      answer('popularPeople', (v) => ({ page: p ?? 1, results: [], total_pages: v, total_results: 0 })),
    person: (id) =>
      answer('person', (v) => ({
        id,
        name: `v${v}`,
        profile_path: null,
        also_known_as: [],
        birthday: null,
        deathday: null,
        place_of_birth: null,
        known_for_department: '',
        popularity: 1,
        homepage: null,
        biography: '',
      })),
    personCredits: (id) => answer('personCredits', () => ({ id, cast: [], crew: [] })),
    browse: (kind, media, list, p) => answer('browse', (v) => page(v, { kind, media, list, p })),
    discover: (media, filters, p) => answer('discover', (v) => page(v, { media, filters, p })),
    recommendations: (media, id, p) => answer('recommendations', (v) => page(v, { media, id, p })),
    keywords: (_m, id) => answer('keywords', (v) => [{ id, name: `v${v}` }]),
    certification: () => answer('certification', () => 'PG'),
    watchProviders: () => answer('providers', () => ({})),
    regionProviders: (media, region) =>
      answer('regionProviders', (v) => [
        { provider_id: v, provider_name: `${media} ${region}`, logo_path: null, display_priority: 1 },
      ]),
    findByImdbId: (imdbId) =>
      answer('find', () => ({ media: 'movie' as const, item: { id: 1, title: imdbId } })),
  };
  return {
    inner,
    calls,
    failNextWith(error: unknown) {
      failNext = error;
    },
    holdAnswers() {
      hold = true;
    },
    release() {
      hold = false;
      for (const resolve of deferred.splice(0)) resolve();
    },
  };
}

function setup(options: { maxEntries?: number } = {}) {
  const fake = fakeCatalogue();
  const clock = { now: 1_000_000 };
  const cached = createCachedCatalogue(fake.inner, { now: () => clock.now, ...options });
  return { ...fake, clock, cached };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCachedCatalogue', () => {
  it("keeps one region's provider list per media and region", async () => {
    const { cached, calls } = setup();
    const us = await cached.regionProviders('movie', 'US');
    expect(await cached.regionProviders('movie', 'US')).toBe(us);
    const de = await cached.regionProviders('movie', 'DE');
    const tv = await cached.regionProviders('tv', 'US');
    expect([us[0]?.provider_name, de[0]?.provider_name, tv[0]?.provider_name]).toEqual([
      'movie US',
      'movie DE',
      'tv US',
    ]);
    expect(calls).toEqual(['regionProviders', 'regionProviders', 'regionProviders']);
  });

  it('serves a repeat read from memory and counts it as a hit', async () => {
    const { cached, calls } = setup();
    const first = await cached.details('movie', 1);
    const second = await cached.details('movie', 1);
    expect(second).toBe(first);
    expect(calls).toEqual(['details']);
    expect(cached.stats()).toMatchObject({ hits: 1, misses: 1, upstreamCalls: 1 });
  });

  it('tells an injected observer how each read was served, and of which kind', async () => {
    const fake = fakeCatalogue();
    const clock = { now: 1_000_000 };
    const seen: string[] = [];
    const cached = createCachedCatalogue(fake.inner, {
      now: () => clock.now,
      observe: (result, kind) => seen.push(`${result}:${kind}`),
    });
    await cached.details('movie', 1);
    await cached.details('movie', 1);
    await cached.trending('movie');
    clock.now += CACHE_TTL_MS.list + 1;
    await cached.trending('movie');
    expect(seen).toEqual(['miss:detail', 'hit:detail', 'miss:list', 'stale:list']);
  });

  it('keeps lists for their TTL and details for theirs', async () => {
    const { cached, calls, clock } = setup();
    await cached.trending('movie');
    await cached.details('tv', 5);
    clock.now += CACHE_TTL_MS.list - 1;
    await cached.trending('movie');
    expect(calls).toEqual(['trending', 'details']);
    clock.now += 1 + STALE_GRACE_MS;
    expect((await cached.trending('movie')).results[0]?.title).toBe('v3');
    await cached.details('tv', 5);
    expect(calls).toEqual(['trending', 'details', 'trending']);
    clock.now += CACHE_TTL_MS.detail + STALE_GRACE_MS;
    await cached.details('tv', 5);
    expect(calls.filter((c) => c === 'details')).toHaveLength(2);
  });

  it('gives genre-defined browse rows the day-long TTL but on-air rows the list TTL', async () => {
    const { cached, calls, clock } = setup();
    await cached.browse('anime', 'tv', 'popular');
    await cached.browse('anime', 'tv', 'on-air');
    clock.now += CACHE_TTL_MS.list + STALE_GRACE_MS + 1;
    await cached.browse('anime', 'tv', 'popular');
    await cached.browse('anime', 'tv', 'on-air');
    expect(calls).toEqual(['browse', 'browse', 'browse']);
    expect(CACHE_TTL_MS.genre).toBeGreaterThan(CACHE_TTL_MS.detail);
  });

  it('after the TTL serves the stale answer while exactly one refresh runs', async () => {
    const { cached, calls, clock, holdAnswers, release } = setup();
    const original = await cached.movieList('popular', 2);
    clock.now += CACHE_TTL_MS.list + 1;
    holdAnswers();
    const stale = await Promise.all([1, 2, 3].map(() => cached.movieList('popular', 2)));
    expect(stale.every((p) => p === original)).toBe(true);
    expect(calls).toEqual(['movieList', 'movieList']);
    release();
    await settle();
    const refreshed = await cached.movieList('popular', 2);
    expect(refreshed.results[0]?.title).toBe('v2');
    expect(cached.stats()).toMatchObject({ staleServed: 3, upstreamCalls: 2, hits: 1 });
  });

  it('keeps the stale answer when the refresh fails', async () => {
    const { cached, calls, clock, failNextWith } = setup();
    const original = await cached.person(7);
    clock.now += CACHE_TTL_MS.detail + 1;
    failNextWith(new AppError('UPSTREAM_FAILED', 'down'));
    expect(await cached.person(7)).toBe(original);
    await settle();
    expect(await cached.person(7)).toBe(original);
    expect(cached.stats().refreshFailures).toBe(1);
    expect(calls).toEqual(['person', 'person', 'person']);
  });

  it('past the grace window a read waits for a fresh answer', async () => {
    const { cached, clock } = setup();
    await cached.videos('movie', 3);
    clock.now += CACHE_TTL_MS.detail + STALE_GRACE_MS;
    expect((await cached.videos('movie', 3))[0]?.key).toBe('k2');
    expect(cached.stats()).toMatchObject({ misses: 2, staleServed: 0 });
  });

  it('coalesces concurrent identical misses into one upstream call', async () => {
    const { cached, calls } = setup();
    const results = await Promise.all(Array.from({ length: 50 }, () => cached.search('movie', 'harbor')));
    expect(calls).toEqual(['search']);
    expect(new Set(results).size).toBe(1);
    expect(cached.stats()).toMatchObject({ misses: 50, coalesced: 49, upstreamCalls: 1 });
  });

  it('shares one failure among coalesced callers and does not cache it', async () => {
    const { cached, calls, failNextWith } = setup();
    failNextWith(new AppError('UPSTREAM_FAILED', 'down'));
    const outcomes = await Promise.allSettled([cached.tvList('popular'), cached.tvList('popular')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect((await cached.tvList('popular')).results[0]?.title).toBe('v2');
    expect(calls).toEqual(['tvList', 'tvList']);
  });

  it('remembers NOT_FOUND briefly, then asks again', async () => {
    const { cached, calls, clock, failNextWith } = setup();
    failNextWith(new AppError('NOT_FOUND', 'Movie 9 not found'));
    await expect(cached.details('movie', 9)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(cached.details('movie', 9)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(calls).toEqual(['details']);
    clock.now += NOT_FOUND_TTL_MS;
    expect(await cached.details('movie', 9)).toMatchObject({ id: 9 });
    expect(calls).toEqual(['details', 'details']);
  });

  it('keys on every argument', async () => {
    const { cached, calls } = setup();
    await cached.search('movie', 'harbor', { page: 1 });
    await cached.search('movie', 'harbor', { page: 2 });
    await cached.search('movie', 'harbor', { page: 1, includeAdult: true });
    await cached.search('tv', 'harbor');
    await cached.search('movie', 'Harbor');
    await cached.searchPeople('harbor');
    await cached.searchPeople('harbor', { includeAdult: true });
    await cached.trending('movie', 1);
    await cached.trending('tv', 1);
    await cached.details('movie', 1);
    await cached.details('tv', 1);
    await cached.credits('movie', 1);
    await cached.season(1, 1);
    await cached.season(1, 2);
    await cached.similar('movie', 1, 1);
    await cached.similar('movie', 1, 2);
    await cached.browse('anime', 'tv', 'popular');
    await cached.browse('kdrama', 'tv', 'popular');
    await cached.browse('anime', 'movie', 'popular');
    await cached.browse('anime', 'tv', 'top-rated');
    expect(calls).toHaveLength(20);
  });

  it('treats equivalent arguments as one key and passes them on normalised', async () => {
    const { cached, calls } = setup();
    const a = await cached.movieList('popular');
    const b = await cached.movieList('popular', 1);
    const c = await cached.movieList('popular', 0);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.results[0]).toMatchObject({ p: 1 });
    await cached.search('movie', 'x');
    await cached.search('movie', 'x', { page: 1, includeAdult: false });
    expect(calls).toEqual(['movieList', 'search']);
  });

  it('shares one discover entry between equivalent filters and keeps different ones apart', async () => {
    const { cached, calls } = setup();
    const a = await cached.discover('movie', { genres: [35, 27], sort: 'popularity' });
    const b = await cached.discover(
      'movie',
      { genres: [27, 35, 27], genreMatch: 'all', withoutGenres: [] },
      1,
    );
    expect(b).toBe(a);
    // The inner catalogue sees the normalised filters: defaults filled, genres sorted.
    expect(a.results[0]).toMatchObject({
      filters: { genres: [27, 35], genreMatch: 'all', sort: 'popularity', includeAdult: false },
      p: 1,
    });
    await cached.discover('movie', { genres: [27, 35], genreMatch: 'any' });
    await cached.discover('tv', { genres: [27, 35] });
    await cached.discover('movie', { genres: [27, 35], releasedFrom: '1990-01-01' });
    await cached.discover('movie', { genres: [27, 35] }, 2);
    expect(calls).toEqual(['discover', 'discover', 'discover', 'discover', 'discover']);
  });

  it('caches recommendations per title and page, and keywords like details', async () => {
    const { cached, calls, clock } = setup();
    await cached.recommendations('movie', 1);
    await cached.recommendations('movie', 1, 1);
    await cached.recommendations('movie', 1, 2);
    await cached.recommendations('tv', 1);
    await cached.keywords('movie', 1);
    clock.now += CACHE_TTL_MS.list + STALE_GRACE_MS;
    await cached.keywords('movie', 1);
    expect(calls).toEqual(['recommendations', 'recommendations', 'recommendations', 'keywords']);
  });

  it('caches ratings like details, and passes a rating limit on to discover under its own key', async () => {
    const { cached, calls } = setup();
    expect(await cached.certification('movie', 1)).toBe('PG');
    await cached.certification('movie', 1);
    const limited = await cached.discover('movie', { genres: [35], certificationMax: 'PG' });
    expect(limited.results[0]).toMatchObject({ filters: { certificationMax: 'PG' } });
    await cached.discover('movie', { genres: [35] });
    expect(calls).toEqual(['certification', 'discover', 'discover']);
  });

  it('stays within maxEntries, evicting the least recently used', async () => {
    const { cached, calls } = setup({ maxEntries: 2 });
    await cached.person(1);
    await cached.person(2);
    await cached.person(1);
    await cached.person(3);
    expect(cached.stats()).toMatchObject({ size: 2, evictions: 1 });
    await cached.person(1);
    expect(calls).toEqual(['person', 'person', 'person']);
    await cached.person(2);
    expect(calls).toEqual(['person', 'person', 'person', 'person']);
  });

  it('freezes shared answers so nobody can change them for the next caller', async () => {
    const { cached } = setup();
    const page = await cached.trending('movie');
    expect(() => {
      (page.results as unknown[]).push({ id: 0 });
    }).toThrow(TypeError);
    expect(() => {
      (page.results[0] as { title?: string }).title = 'changed';
    }).toThrow(TypeError);
  });
});
