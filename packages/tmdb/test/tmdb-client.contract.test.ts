import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from './helpers';
import {
  fixtureJson,
  type ReplayServer,
  startReplayServer,
  TEST_API_KEY,
  TEST_READ_TOKEN,
} from './replay-server';

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());

const last = () => server.requests[server.requests.length - 1]!;

describe('authentication', () => {
  it('sends the API key as the api_key query parameter and no Authorization header', async () => {
    const { catalogue } = testClient(server.baseUrl, { apiKey: TEST_API_KEY });
    const movie = await catalogue.details('movie', 550);
    expect(movie.title).toBe('Fight Club');
    expect(last().query.get('api_key')).toBe(TEST_API_KEY);
    expect(last().headers.authorization).toBeUndefined();
  });

  it('sends the read token as a Bearer header and keeps it out of the URL', async () => {
    const { catalogue } = testClient(server.baseUrl, { apiKey: undefined, readToken: TEST_READ_TOKEN });
    await catalogue.details('movie', 550);
    expect(last().headers.authorization).toBe(`Bearer ${TEST_READ_TOKEN}`);
    expect(last().query.has('api_key')).toBe(false);
  });

  it('prefers the read token when both are given', async () => {
    const { catalogue } = testClient(server.baseUrl, {
      apiKey: 'some-other-key',
      readToken: TEST_READ_TOKEN,
    });
    await catalogue.details('tv', 1399);
    expect(last().headers.authorization).toBe(`Bearer ${TEST_READ_TOKEN}`);
    expect(last().query.has('api_key')).toBe(false);
  });

  it('refuses to start without any credential', () => {
    expect(() => testClient(server.baseUrl, { apiKey: undefined, readToken: undefined })).toThrow(
      /apiKey or a readToken/,
    );
  });

  it('asks for en-US by default and for the configured language otherwise', async () => {
    await testClient(server.baseUrl).catalogue.movieList('popular');
    expect(last().query.get('language')).toBe('en-US');
    await testClient(server.baseUrl, { language: 'fr-FR' }).catalogue.movieList('popular');
    expect(last().query.get('language')).toBe('fr-FR');
  });
});

describe('endpoints', () => {
  const client = () => testClient(server.baseUrl).catalogue;

  const cases: [
    string,
    (c: ReturnType<typeof client>) => Promise<unknown>,
    string,
    Record<string, string>,
  ][] = [
    ['trending movies', (c) => c.trending('movie', 2), '/trending/movie/day', { page: '2' }],
    ['trending tv', (c) => c.trending('tv'), '/trending/tv/day', { page: '1' }],
    ['now playing', (c) => c.movieList('now_playing'), '/movie/now_playing', { page: '1' }],
    ['top rated movies', (c) => c.movieList('top_rated', 3), '/movie/top_rated', { page: '3' }],
    ['popular movies', (c) => c.movieList('popular'), '/movie/popular', { page: '1' }],
    ['upcoming', (c) => c.movieList('upcoming'), '/movie/upcoming', { page: '1' }],
    ['airing today', (c) => c.tvList('airing_today'), '/tv/airing_today', { page: '1' }],
    ['on the air', (c) => c.tvList('on_the_air'), '/tv/on_the_air', { page: '1' }],
    ['popular tv', (c) => c.tvList('popular'), '/tv/popular', { page: '1' }],
    ['top rated tv', (c) => c.tvList('top_rated'), '/tv/top_rated', { page: '1' }],
    ['movie details', (c) => c.details('movie', 550), '/movie/550', {}],
    ['tv details', (c) => c.details('tv', 1399), '/tv/1399', {}],
    ['movie credits', (c) => c.credits('movie', 550), '/movie/550/credits', {}],
    ['tv credits', (c) => c.credits('tv', 1399), '/tv/1399/credits', {}],
    ['similar movies', (c) => c.similar('movie', 550, 2), '/movie/550/similar', { page: '2' }],
    ['similar tv', (c) => c.similar('tv', 1399), '/tv/1399/similar', { page: '1' }],
    ['movie videos', (c) => c.videos('movie', 550), '/movie/550/videos', {}],
    ['tv videos', (c) => c.videos('tv', 1399), '/tv/1399/videos', {}],
    ['season', (c) => c.season(1399, 1), '/tv/1399/season/1', {}],
    [
      'search movies',
      (c) => c.search('movie', 'rrrr', { page: 2, includeAdult: true }),
      '/search/movie',
      { query: 'rrrr', include_adult: 'true', page: '2' },
    ],
    [
      'search tv',
      (c) => c.search('tv', 'thrones'),
      '/search/tv',
      { query: 'thrones', include_adult: 'false', page: '1' },
    ],
    [
      'search people',
      (c) => c.searchPeople('brad pitt'),
      '/search/person',
      { query: 'brad pitt', include_adult: 'false' },
    ],
    ['popular people', (c) => c.popularPeople(4), '/person/popular', { page: '4' }],
    ['person', (c) => c.person(287), '/person/287', {}],
    ['person credits', (c) => c.personCredits(287), '/person/287/combined_credits', {}],
  ];

  it.each(cases)('%s calls the right path with the right parameters', async (_name, call, path, params) => {
    const before = server.requests.length;
    await call(client());
    expect(server.requests.length).toBe(before + 1);
    expect(last().path).toBe(path);
    for (const [name, value] of Object.entries(params)) expect(last().query.get(name), name).toBe(value);
  });

  it('passes TMDB shapes through unchanged', async () => {
    const c = client();
    // The logo is ours, chosen from the appended images (tmdb-images.contract.test.ts); the rest is TMDB's.
    const { logo: _logo, ...show } = await c.details('tv', 1399);
    expect(show).toEqual(fixtureJson('tv_details_1399.json'));
    expect(await c.credits('movie', 550)).toEqual(fixtureJson('movie_credits_550.json'));
    expect(await c.season(1399, 1)).toEqual(fixtureJson('tv_season_1399_1.json'));
    expect(await c.person(287)).toEqual(fixtureJson('person_details_287.json'));
    const credits = await c.personCredits(287);
    expect(credits.cast[0]).toMatchObject({ id: 550, media_type: 'movie', character: 'Tyler Durden' });
    const people = await c.searchPeople('brad');
    expect(people.results[0]).toMatchObject({ id: 287, name: 'Brad Pitt', known_for: [{ id: 550 }] });
    const nowPlaying = await c.movieList('now_playing');
    expect(nowPlaying).toMatchObject({ dates: fixtureJson('movie_now_playing.json').dates });
  });

  it('returns the results array of the videos endpoint', async () => {
    const videos = await client().videos('movie', 550);
    expect(videos).toEqual(fixtureJson<{ results: unknown[] }>('movie_videos_550.json').results);
  });

  it('marks trending results with their media type', async () => {
    const page = await client().trending('tv');
    expect(page.results.map((r) => r.media_type)).toEqual(['tv', 'tv']);
  });

  it('answers an empty search itself, without a request', async () => {
    const before = server.requests.length;
    await expect(client().search('movie', '   ')).rejects.toMatchObject({ code: 'BAD_INPUT' });
    expect(server.requests.length).toBe(before);
  });
});

describe('browse (discover recipes)', () => {
  const client = () => testClient(server.baseUrl).catalogue;

  it.each([
    ['anime', 'tv', { with_genres: '16', with_original_language: 'ja' }],
    ['anime', 'movie', { with_genres: '16', with_original_language: 'ja' }],
    ['kdrama', 'tv', { with_genres: '18', with_original_language: 'ko' }],
    ['kdrama', 'movie', { with_genres: null, with_original_language: 'ko' }],
  ] as const)('%s %s filters by genre and original language', async (kind, media, filters) => {
    await client().browse(kind, media, 'popular', 2);
    expect(last().path).toBe(`/discover/${media}`);
    for (const [name, value] of Object.entries(filters)) expect(last().query.get(name), name).toBe(value);
    expect(last().query.get('sort_by')).toBe('popularity.desc');
    expect(last().query.get('page')).toBe('2');
    expect(last().query.get('include_adult')).toBe('false');
  });

  it('top-rated sorts by rating with a vote-count floor', async () => {
    await client().browse('anime', 'tv', 'top-rated');
    expect(last().query.get('sort_by')).toBe('vote_average.desc');
    expect(last().query.get('vote_count.gte')).toBe('100');
  });

  it('on-air TV asks for episodes a week either side of today (from the injected clock)', async () => {
    await client().browse('kdrama', 'tv', 'on-air');
    expect(last().query.get('air_date.gte')).toBe('2024-01-08');
    expect(last().query.get('air_date.lte')).toBe('2024-01-22');
    expect(last().query.get('sort_by')).toBe('popularity.desc');
  });

  it('on-air movies asks for releases of the last 60 days up to today', async () => {
    await client().browse('anime', 'movie', 'on-air');
    expect(last().query.get('primary_release_date.gte')).toBe('2023-11-16');
    expect(last().query.get('primary_release_date.lte')).toBe('2024-01-15');
  });
});

describe('page clamping', () => {
  const client = () => testClient(server.baseUrl).catalogue;

  it('never asks for a page above 500 or below 1', async () => {
    await client().movieList('popular', 9_999);
    expect(last().query.get('page')).toBe('500');
    await client().trending('movie', 0);
    expect(last().query.get('page')).toBe('1');
    await client().search('movie', 'x', { page: Number.NaN });
    expect(last().query.get('page')).toBe('1');
  });

  it('reports at most 500 pages although TMDB says more', async () => {
    const popular = await client().movieList('popular');
    expect(fixtureJson<{ total_pages: number }>('movie_popular.json').total_pages).toBe(42_471);
    expect(popular.total_pages).toBe(500);
    expect((await client().trending('movie')).total_pages).toBe(500);
    expect((await client().movieList('upcoming')).total_pages).toBe(
      fixtureJson<{ total_pages: number }>('movie_upcoming.json').total_pages,
    );
  });
});

describe('find by IMDb id', () => {
  const client = () => testClient(server.baseUrl).catalogue;

  it('asks /find with external_source=imdb_id and answers the movie it names', async () => {
    const found = await client().findByImdbId('tt0137523');
    expect(last().path).toBe('/find/tt0137523');
    expect(last().query.get('external_source')).toBe('imdb_id');
    expect(found).toMatchObject({ media: 'movie', item: { id: 550, title: 'Fight Club' } });
  });

  it('answers a show from the TV results', async () => {
    expect(await client().findByImdbId('tt0944947')).toMatchObject({ media: 'tv', item: { id: 1399 } });
  });

  it('answers null for an id TMDB does not know', async () => {
    expect(await client().findByImdbId('tt0000001')).toBeNull();
  });
});

describe('watch providers', () => {
  it('asks /{media}/{id}/watch/providers and answers its offers per country', async () => {
    const offers = await testClient(server.baseUrl).catalogue.watchProviders('movie', 550);
    expect(last().path).toBe('/movie/550/watch/providers');
    expect(Object.keys(offers).sort()).toEqual(['DE', 'US']);
    expect(offers.US?.flatrate?.map((p) => p.provider_name)).toEqual(['Netflix', 'Amazon Prime Video']);
  });

  it("asks /watch/providers/{media} for one region and orders the list by that region's priority", async () => {
    const catalogue = testClient(server.baseUrl).catalogue;
    const germany = await catalogue.regionProviders('movie', 'DE');
    expect(last().path).toBe('/watch/providers/movie');
    expect(last().query.get('watch_region')).toBe('DE');
    expect(germany.map((p) => [p.provider_id, p.display_priority])).toEqual([
      [2, 1],
      [8, 2],
      [119, 5],
    ]);
    expect(germany[0]).not.toHaveProperty('display_priorities');
    const us = await catalogue.regionProviders('movie', 'US');
    expect(us.map((p) => p.provider_name)).toEqual(['Apple TV', 'Amazon Prime Video', 'Netflix']);
  });

  it('refuses a provider list without a results list as malformed', async () => {
    server.script('/watch/providers/tv', { status: 200, body: '{"results": {}}' });
    await expect(testClient(server.baseUrl).catalogue.regionProviders('tv', 'US')).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
  });
});
