import {
  type BrowseKind,
  GENRE_ANIMATION,
  GENRE_DRAMA,
  type MediaType,
  MOVIE_GENRE_IDS,
  TV_GENRE_IDS,
} from '@kinora/domain';
import {
  catalogueItemSchema,
  creditsSchema,
  pageOf,
  personCreditsSchema,
  personListItemSchema,
  personSchema,
  seasonDetailSchema,
  titleDetailSchema,
  videoSchema,
} from '@kinora/domain/schemas';
import { describe, expect, it } from 'vitest';
import { allMovieIds, allPages, allPersonIds, allTvIds, utc } from '../../test/demo-helpers';
import { createDemoCatalogue } from './demo-catalogue';

const NOW = utc(2025, 6, 15);
const catalogue = createDemoCatalogue({ now: () => NOW });
const movies = await Promise.all(allMovieIds().map((id) => catalogue.details('movie', id)));
const shows = await Promise.all(allTvIds().map((id) => catalogue.details('tv', id)));

describe('size', () => {
  it('has at least 600 movies and 250 shows, and nothing past the last id', async () => {
    expect(movies.length).toBeGreaterThanOrEqual(600);
    expect(shows.length).toBeGreaterThanOrEqual(250);
    await expect(catalogue.details('movie', allMovieIds().at(-1)! + 1)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(catalogue.details('tv', allTvIds().at(-1)! + 1)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('has at least 1,500 people', async () => {
    const people = await catalogue.popularPeople();
    expect(people.total_results).toBeGreaterThanOrEqual(1_500);
  });

  it('has at least 80 anime and 80 K-dramas, spread across movies and TV', () => {
    const isAnime = (t: { original_language?: string; genres: { id: number }[] }) =>
      t.original_language === 'ja' && t.genres.some((g) => g.id === GENRE_ANIMATION);
    const animeMovies = movies.filter(isAnime);
    const animeShows = shows.filter(isAnime);
    const kdramaMovies = movies.filter((m) => m.original_language === 'ko');
    const kdramaShows = shows.filter(
      (s) => s.original_language === 'ko' && s.genres.some((g) => g.id === GENRE_DRAMA),
    );
    expect(animeMovies.length + animeShows.length).toBeGreaterThanOrEqual(80);
    expect(kdramaMovies.length + kdramaShows.length).toBeGreaterThanOrEqual(80);
    for (const list of [animeMovies, animeShows, kdramaMovies, kdramaShows])
      expect(list.length).toBeGreaterThanOrEqual(40);
    expect(animeShows.every((s) => s.origin_country?.includes('JP'))).toBe(true);
    expect(kdramaShows.every((s) => s.origin_country?.includes('KR'))).toBe(true);
  });

  const BROWSE_ROWS = [
    { kind: 'anime', media: 'movie', language: 'ja' },
    { kind: 'anime', media: 'tv', language: 'ja' },
    { kind: 'kdrama', media: 'movie', language: 'ko' },
    { kind: 'kdrama', media: 'tv', language: 'ko' },
  ] as const;
  const browseRow = (kind: BrowseKind, media: MediaType) =>
    allPages((p) => catalogue.browse(kind, media, 'popular', p));

  it.each(BROWSE_ROWS)(
    'the $kind $media row: original language $language, most popular first',
    async (row) => {
      const items = await browseRow(row.kind, row.media);
      expect(items.length).toBeGreaterThanOrEqual(40);
      expect(items.filter((item) => item.original_language !== row.language)).toEqual([]);
      const popularity = items.map((r) => r.popularity ?? 0);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    },
  );

  /** TMDB discover's genre rule: anime is animation; K-drama shows (not films) are dramas. */
  it.each([
    { kind: 'anime', media: 'movie', genre: GENRE_ANIMATION },
    { kind: 'anime', media: 'tv', genre: GENRE_ANIMATION },
    { kind: 'kdrama', media: 'tv', genre: GENRE_DRAMA },
  ] as const)('the $kind $media row holds genre $genre only', async (row) => {
    const items = await browseRow(row.kind, row.media);
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => !item.genre_ids?.includes(row.genre))).toEqual([]);
  });
});

describe('shapes', () => {
  it('details parse as the domain schemas', async () => {
    for (const detail of [...movies.slice(0, 60), ...shows.slice(0, 60)]) titleDetailSchema.parse(detail);
    // No logos are drawn: the title page shows the text title, offline as with TMDB's titles without one.
    expect(new Set([...movies, ...shows].map((detail) => detail.logo))).toEqual(new Set([null]));
    const show = shows[0]!;
    const season = await catalogue.season(show.id, show.seasons![0]!.season_number);
    seasonDetailSchema.parse(season);
    creditsSchema.parse(await catalogue.credits('movie', movies[0]!.id));
    creditsSchema.parse(await catalogue.credits('tv', show.id));
    for (const id of allPersonIds().slice(0, 40)) personSchema.parse(await catalogue.person(id));
    for (const video of await catalogue.videos('movie', movies[1]!.id)) videoSchema.parse(video);
    const listSchema = pageOf(catalogueItemSchema);
    listSchema.parse(await catalogue.trending('tv'));
    listSchema.parse(await catalogue.movieList('top_rated'));
    listSchema.parse(await catalogue.search('movie', 'the'));
    pageOf(personListItemSchema).parse(await catalogue.popularPeople());
    personCreditsSchema.parse(await catalogue.personCredits(allPersonIds()[0]!));
  });

  it('uses movie genres for movies and TV genres for shows', () => {
    const movieGenres = new Set<number>(MOVIE_GENRE_IDS);
    const tvGenres = new Set<number>(TV_GENRE_IDS);
    expect(movies.every((m) => m.genres.every((g) => movieGenres.has(g.id) && g.name.length > 0))).toBe(true);
    expect(shows.every((s) => s.genres.every((g) => tvGenres.has(g.id)))).toBe(true);
  });

  it('gives shows 1-8 seasons of 6-24 episodes and creators', async () => {
    for (const show of shows) {
      expect(show.number_of_seasons).toBeGreaterThanOrEqual(1);
      expect(show.number_of_seasons).toBeLessThanOrEqual(8);
      expect(show.seasons).toHaveLength(show.number_of_seasons!);
      for (const season of show.seasons!) {
        expect(season.episode_count).toBeGreaterThanOrEqual(6);
        expect(season.episode_count).toBeLessThanOrEqual(24);
      }
      expect(show.created_by!.length).toBeGreaterThan(0);
    }
    const show = shows[7]!;
    const last = show.seasons!.at(-1)!;
    const detail = await catalogue.season(show.id, last.season_number);
    expect(detail.episodes).toHaveLength(last.episode_count);
    expect(detail.episodes.map((e) => e.episode_number)).toEqual(detail.episodes.map((_, i) => i + 1));
  });

  it('rates to one decimal and varies what TMDB varies', () => {
    const all = [...movies, ...shows];
    expect(all.every((t) => Number.isInteger((t.vote_average ?? 0) * 10))).toBe(true);
    const share = (test: (t: (typeof all)[number]) => boolean) => all.filter(test).length / all.length;
    expect(share((t) => t.poster_path === null && t.backdrop_path === null)).toBeGreaterThan(0.02);
    expect(share((t) => t.poster_path === null)).toBeLessThan(0.1);
    expect(share((t) => Boolean(t.homepage))).toBeGreaterThan(0.1);
    expect(share((t) => Boolean(t.tagline))).toBeGreaterThan(0.5);
    const adult = movies.filter((m) => m.adult).length;
    expect(adult).toBeGreaterThan(0);
    expect(adult / movies.length).toBeLessThan(0.05);
    const overviewLengths = all.map((t) => t.overview?.length ?? 0);
    expect(Math.min(...overviewLengths)).toBeLessThan(120);
    expect(Math.max(...overviewLengths)).toBeGreaterThan(300);
    expect(all.some((t) => /[À-ÿ]/.test(t.title ?? t.name ?? ''))).toBe(true);
  });

  it('gives people varied biographies, deaths, aliases and missing photos', async () => {
    const people = await Promise.all(allPersonIds().map((id) => catalogue.person(id)));
    const share = (test: (p: (typeof people)[number]) => boolean) =>
      people.filter(test).length / people.length;
    expect(share((p) => p.biography === '')).toBeGreaterThan(0.05);
    expect(share((p) => p.biography.length > 1_000)).toBeGreaterThan(0.05);
    expect(share((p) => p.deathday !== null)).toBeGreaterThan(0.01);
    expect(share((p) => p.also_known_as.length > 0)).toBeGreaterThan(0.2);
    expect(share((p) => p.profile_path === null)).toBeGreaterThan(0.05);
    expect(share((p) => p.profile_path === null)).toBeLessThan(0.15);
    expect(share((p) => p.place_of_birth !== null && p.birthday !== null)).toBeGreaterThan(0.5);
    const dead = people.filter((x) => x.deathday !== null);
    expect(dead.filter((p) => p.deathday! <= p.birthday!)).toEqual([]);
  });

  it('has YouTube-shaped videos: mostly trailers, some teasers only, a few none, some featurettes', async () => {
    const lists = await Promise.all(allMovieIds().map((id) => catalogue.videos('movie', id)));
    const has = (type: string) => (list: (typeof lists)[number]) => list.some((v) => v.type === type);
    expect(lists.filter(has('Trailer')).length / lists.length).toBeGreaterThan(0.7);
    expect(lists.some((l) => l.length > 0 && l.every((v) => v.type === 'Teaser'))).toBe(true);
    expect(lists.some((l) => l.length === 0)).toBe(true);
    expect(lists.some(has('Featurette'))).toBe(true);
    for (const video of lists.flat()) {
      expect(video.site).toBe('YouTube');
      expect(video.key).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
  });
});

describe('determinism', () => {
  it('gives identical answers for the same seed and day', async () => {
    const other = createDemoCatalogue({ now: () => NOW + 3_600_000 });
    const samples = async (c: typeof catalogue) => [
      await c.details('movie', allMovieIds()[17]!),
      await c.details('tv', allTvIds()[33]!),
      await c.credits('movie', allMovieIds()[200]!),
      await c.season(allTvIds()[5]!, 1),
      await c.person(allPersonIds()[1_234]!),
      await c.personCredits(525),
      await c.trending('movie', 2),
      await c.tvList('on_the_air'),
      await c.search('tv', 'the', { page: 1 }),
      await c.videos('tv', allTvIds()[9]!),
    ];
    expect(await samples(other)).toEqual(await samples(catalogue));
  });

  it('gives a different catalogue for a different seed', async () => {
    const other = createDemoCatalogue({ now: () => NOW, seed: 99 });
    expect((await other.details('movie', allMovieIds()[0]!)).title).not.toBe(movies[0]!.title);
  });

  it('answers unknown ids and seasons with NOT_FOUND', async () => {
    await expect(catalogue.details('movie', 1)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Movie 1 not found',
    });
    await expect(catalogue.credits('tv', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(catalogue.person(42_424_242)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const show = shows[0]!;
    await expect(catalogue.season(show.id, 0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(catalogue.season(show.id, show.number_of_seasons! + 1)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('lists', () => {
  it('pages by 20 in TMDB envelopes', async () => {
    const first = await catalogue.movieList('popular', 1);
    const second = await catalogue.movieList('popular', 2);
    expect(first.results).toHaveLength(20);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    expect(second.page).toBe(2);
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
    expect((await catalogue.movieList('popular', 500)).results).toEqual([]);
  });

  it('sorts popular by popularity and top rated by rating with a vote floor', async () => {
    const popular = await allPages((p) => catalogue.tvList('popular', p));
    expect(popular.map((t) => t.popularity)).toEqual(
      popular.map((t) => t.popularity).sort((a, b) => b! - a!),
    );
    const top = await allPages((p) => catalogue.movieList('top_rated', p));
    expect(top.map((t) => t.vote_average)).toEqual(top.map((t) => t.vote_average).sort((a, b) => b! - a!));
    expect(top.every((t) => (t.vote_count ?? 0) >= 100)).toBe(true);
  });

  it('never lists adult titles', async () => {
    const popular = await allPages((p) => catalogue.movieList('popular', p));
    expect(popular.some((m) => m.adult)).toBe(false);
    expect(popular.length).toBe(movies.filter((m) => !m.adult).length);
  });

  it('trends a mix carrying media_type, 20 a page', async () => {
    const page = await catalogue.trending('movie');
    expect(page.results).toHaveLength(20);
    expect(page.results.every((r) => r.media_type === 'movie')).toBe(true);
    expect((await catalogue.trending('tv')).results.every((r) => r.media_type === 'tv')).toBe(true);
  });

  it('finds similar titles: same genres, not itself, most popular first', async () => {
    const source = movies[3]!;
    const similar = await allPages((p) => catalogue.similar('movie', source.id, p));
    const genres = new Set(source.genres.map((g) => g.id));
    expect(similar.length).toBeGreaterThan(20);
    expect(similar.some((s) => s.id === source.id)).toBe(false);
    expect(similar.every((s) => s.genre_ids?.some((g) => genres.has(g)))).toBe(true);
    const popularity = similar.map((s) => s.popularity ?? 0);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });
});

describe('pictures where people look first', () => {
  // Several days, including the one whose first trending show once had no picture (2026-11-23).
  const days = [utc(2025, 6, 15), utc(2026, 11, 23), utc(2026, 11, 24), utc(2027, 2, 1)];

  it('puts only titles with a poster on the first page of trending, while imageless titles still exist', async () => {
    for (const day of days) {
      const daily = createDemoCatalogue({ now: () => day });
      for (const media of ['movie', 'tv'] as const) {
        const first = (await daily.trending(media, 1)).results;
        expect(first).toHaveLength(20);
        expect(first.filter((t) => !t.poster_path).map((t) => t.id)).toEqual([]);
        const later = (await allPages((page) => daily.trending(media, page))).slice(20);
        expect(later.some((t) => !t.poster_path)).toBe(true);
      }
    }
  });

  it('bills cast members with a photo before those without one', async () => {
    const daily = createDemoCatalogue({ now: () => days[1]! });
    let withoutPhoto = 0;
    for (const media of ['movie', 'tv'] as const) {
      for (const title of (await daily.trending(media, 1)).results) {
        const cast = (await daily.credits(media, title.id)).cast;
        const firstFaceless = cast.findIndex((member) => !member.profile_path);
        if (firstFaceless === -1) continue;
        withoutPhoto += 1;
        expect(cast.slice(firstFaceless).every((member) => !member.profile_path)).toBe(true);
      }
    }
    // The rule is exercised: some of these casts do have a member without a photo.
    expect(withoutPhoto).toBeGreaterThan(0);
  });
});

describe('IMDb ids in the demo catalogue', () => {
  const catalogue = createDemoCatalogue({ now: () => Date.UTC(2026, 10, 23) });

  it("finds a movie by the IMDb id its details carry, and a show by a show's id", async () => {
    const { results } = await catalogue.trending('movie');
    const detail = await catalogue.details('movie', results[0]!.id);
    expect(detail.imdb_id).toMatch(/^tt97\d{7}$/);
    const found = await catalogue.findByImdbId(detail.imdb_id!);
    expect(found).toMatchObject({ media: 'movie', item: { id: detail.id } });
    const show = await catalogue.findByImdbId('tt980000003');
    expect(show?.media).toBe('tv');
    await expect(catalogue.details('tv', show!.item.id)).resolves.toMatchObject({ id: show!.item.id });
  });

  it('answers null for ids it does not hold', async () => {
    expect(await catalogue.findByImdbId('tt0137523')).toBeNull();
    expect(await catalogue.findByImdbId('tt979999999')).toBeNull();
    expect(await catalogue.findByImdbId('not an id')).toBeNull();
  });
});

describe('demo watch providers', () => {
  const at = (now: number) => createDemoCatalogue({ now: () => now });

  it('offers made-up providers per country, the same every day, and refuses unknown titles', async () => {
    const catalogue = at(Date.UTC(2026, 10, 23));
    const { results } = await catalogue.trending('movie');
    const offers = await catalogue.watchProviders('movie', results[0]!.id);
    expect(Object.keys(offers).length).toBeGreaterThan(10);
    for (const region of Object.values(offers)) {
      const all = [...(region.flatrate ?? []), ...(region.rent ?? []), ...(region.buy ?? [])];
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((p) => p.provider_id > 9000 && p.logo_path === null)).toBe(true);
    }
    expect(await at(Date.UTC(2027, 0, 5)).watchProviders('movie', results[0]!.id)).toEqual(offers);
    await expect(catalogue.watchProviders('movie', 1)).rejects.toThrow('not found');
  });

  it("lists a region's providers: every provider its titles are offered on there, none outside Kinora's regions", async () => {
    const catalogue = at(Date.UTC(2026, 10, 23));
    const listed = await catalogue.regionProviders('movie', 'FR');
    expect(await catalogue.regionProviders('tv', 'FR')).toEqual(listed);
    const ids = new Set(listed.map((p) => p.provider_id));
    const { results } = await catalogue.trending('movie');
    for (const { id } of results) {
      const offers = (await catalogue.watchProviders('movie', id)).FR;
      const offered = [...(offers?.flatrate ?? []), ...(offers?.rent ?? []), ...(offers?.buy ?? [])];
      for (const provider of offered) expect(ids.has(provider.provider_id)).toBe(true);
    }
    expect(listed.map((p) => p.display_priority)).toEqual([...listed.map((p) => p.display_priority)].sort());
    expect(listed[0]).not.toHaveProperty('offers');
    expect(await catalogue.regionProviders('movie', 'XX')).toEqual([]);
  });
});
