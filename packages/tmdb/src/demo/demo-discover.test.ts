import { type CatalogueItem, GENRE_ANIMATION } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { allMovieIds, allPages, allTvIds, utc } from '../../test/demo-helpers';
import type { DiscoverFilters } from '../catalogue';
import { createDemoCatalogue } from './demo-catalogue';
import { KDRAMA_THEMES, KEYWORDS_BY_GENRE } from './words/keywords';

const NOW = utc(2025, 6, 15);
const catalogue = createDemoCatalogue({ now: () => NOW });
const discoverAll = (media: 'movie' | 'tv', filters: DiscoverFilters) =>
  allPages((page) => catalogue.discover(media, filters, page));
const everyMovie = await discoverAll('movie', { includeAdult: true });
const everyShow = await discoverAll('tv', {});
const dateOf = (item: CatalogueItem) => item.release_date ?? item.first_air_date ?? '';
const HORROR = 27;
const COMEDY = 35;

describe('discover', () => {
  it('lists every title of a media once when nothing is filtered (adult ones only when asked)', async () => {
    expect(everyMovie).toHaveLength(allMovieIds().length);
    expect(everyShow).toHaveLength(allTvIds().length);
    const listed = await discoverAll('movie', {});
    expect(listed.some((m) => m.adult)).toBe(false);
    expect(listed.length).toBe(everyMovie.filter((m) => !m.adult).length);
  });

  it('matches all genres by default and any of them when asked', async () => {
    const both = await discoverAll('movie', { genres: [HORROR, COMEDY] });
    const either = await discoverAll('movie', { genres: [HORROR, COMEDY], genreMatch: 'any' });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((m) => m.genre_ids?.includes(HORROR) && m.genre_ids?.includes(COMEDY))).toBe(true);
    expect(either.every((m) => m.genre_ids?.some((g) => g === HORROR || g === COMEDY))).toBe(true);
    expect(either.length).toBeGreaterThan(both.length);
    const withoutComedy = await discoverAll('movie', { genres: [HORROR], withoutGenres: [COMEDY] });
    expect(withoutComedy.length).toBeGreaterThan(0);
    expect(withoutComedy.some((m) => m.genre_ids?.includes(COMEDY))).toBe(false);
  });

  it('filters by original language, dates (inclusive) and vote count', async () => {
    const japanese = await discoverAll('tv', { originalLanguage: 'ja' });
    expect(japanese.length).toBeGreaterThan(0);
    expect(japanese.every((s) => s.original_language === 'ja')).toBe(true);
    const nineties = await discoverAll('movie', { releasedFrom: '1990-01-01', releasedTo: '1999-12-31' });
    expect(nineties.length).toBeGreaterThan(0);
    expect(nineties.every((m) => dateOf(m) >= '1990-01-01' && dateOf(m) <= '1999-12-31')).toBe(true);
    const oneDay = dateOf(nineties[0]!);
    const exact = await discoverAll('movie', { releasedFrom: oneDay, releasedTo: oneDay });
    expect(exact.map((m) => m.id)).toContain(nineties[0]!.id);
    const voted = await discoverAll('movie', { minVotes: 500 });
    expect(voted.length).toBeGreaterThan(0);
    expect(voted.every((m) => (m.vote_count ?? 0) >= 500)).toBe(true);
  });

  it('filters by runtime: a movie by its length, a show by its episode length', async () => {
    const short = await discoverAll('movie', { runtimeMax: 95 });
    expect(short.length).toBeGreaterThan(0);
    for (const m of short.slice(0, 15))
      expect((await catalogue.details('movie', m.id)).runtime).toBeLessThanOrEqual(95);
    const halfHours = await discoverAll('tv', { runtimeMax: 30 });
    expect(halfHours.length).toBeGreaterThan(0);
    for (const s of halfHours.slice(0, 15))
      expect((await catalogue.details('tv', s.id)).episode_run_time?.[0]).toBeLessThanOrEqual(30);
    const long = await discoverAll('movie', { runtimeMin: 150 });
    for (const m of long.slice(0, 15))
      expect((await catalogue.details('movie', m.id)).runtime).toBeGreaterThanOrEqual(150);
  });

  it('sorts by popularity, rating or newest first', async () => {
    const isSorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);
    const popular = await discoverAll('movie', { genres: [COMEDY] });
    expect(isSorted(popular.map((m) => m.popularity ?? 0))).toBe(true);
    const rated = await discoverAll('movie', { genres: [COMEDY], sort: 'rating' });
    expect(isSorted(rated.map((m) => m.vote_average ?? 0))).toBe(true);
    const newest = await discoverAll('tv', { sort: 'newest' });
    expect(isSorted(newest.map((s) => Date.parse(dateOf(s))))).toBe(true);
  });
});

describe('keywords', () => {
  it('tags each title with keywords that fit its genres, anime with "anime"', async () => {
    const animeShow = everyShow.find(
      (s) => s.original_language === 'ja' && s.genre_ids?.includes(GENRE_ANIMATION),
    )!;
    expect((await catalogue.keywords('tv', animeShow.id)).map((k) => k.name)).toContain('anime');
    for (const movie of everyMovie.slice(0, 40)) {
      const keywords = await catalogue.keywords('movie', movie.id);
      expect(keywords.length).toBeGreaterThan(0);
      const allowed = new Set(
        (movie.genre_ids ?? [])
          .flatMap((g) => KEYWORDS_BY_GENRE[g] ?? [])
          .concat(['anime', 'based on manga', 'korean drama', ...KDRAMA_THEMES]),
      );
      expect(keywords.every((k) => allowed.has(k.name))).toBe(true);
    }
  });

  it('tags K-dramas with the stories they are known for, revenge among them', async () => {
    const korean = everyShow.filter((s) => s.original_language === 'ko');
    const names = await Promise.all(
      korean.map(async (s) => (await catalogue.keywords('tv', s.id)).map((k) => k.name)),
    );
    expect(names.every((n) => n.includes('korean drama'))).toBe(true);
    expect(names.filter((n) => n.includes('revenge')).length).toBeGreaterThanOrEqual(8);
  });

  it('gives one keyword one id across titles and is stable per seed', async () => {
    const idByName = new Map<string, number>();
    for (const movie of everyMovie.slice(0, 80)) {
      for (const k of await catalogue.keywords('movie', movie.id)) {
        expect(idByName.get(k.name) ?? k.id).toBe(k.id);
        idByName.set(k.name, k.id);
      }
    }
    const again = createDemoCatalogue({ now: () => NOW });
    const id = everyMovie[3]!.id;
    expect(await again.keywords('movie', id)).toEqual(await catalogue.keywords('movie', id));
    await expect(catalogue.keywords('movie', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('recommendations', () => {
  it('recommends released titles of the same media that share genres, keywords or people', async () => {
    const source = everyShow.find((s) => s.original_language === 'ko')!;
    const recs = await allPages((page) => catalogue.recommendations('tv', source.id, page));
    expect(recs.length).toBeGreaterThan(10);
    expect(recs.length).toBeLessThanOrEqual(40);
    expect(recs.map((r) => r.id)).not.toContain(source.id);
    expect(recs.every((r) => dateOf(r) <= '2025-06-15')).toBe(true);
    const sourceKeywords = new Set((await catalogue.keywords('tv', source.id)).map((k) => k.id));
    for (const r of recs) {
      const sharesGenre = r.genre_ids?.some((g) => source.genre_ids?.includes(g));
      const sharesKeyword = (await catalogue.keywords('tv', r.id)).some((k) => sourceKeywords.has(k.id));
      expect(sharesGenre || sharesKeyword || r.original_language === source.original_language).toBe(true);
    }
  });

  it('ranks titles that share more with the source above the merely similar', async () => {
    const source = everyMovie.find((m) => !m.adult && (m.genre_ids?.length ?? 0) >= 2)!;
    const recs = (await catalogue.recommendations('movie', source.id)).results;
    const similar = (await catalogue.similar('movie', source.id)).results;
    expect(recs.map((r) => r.id)).not.toEqual(similar.map((r) => r.id));
    const overlap = (item: CatalogueItem) =>
      (item.genre_ids ?? []).filter((g) => source.genre_ids?.includes(g)).length;
    const mean = (items: CatalogueItem[]) => items.reduce((sum, i) => sum + overlap(i), 0) / items.length;
    expect(mean(recs.slice(0, 10))).toBeGreaterThan(mean(similar.slice(0, 10)));
    await expect(catalogue.recommendations('movie', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
