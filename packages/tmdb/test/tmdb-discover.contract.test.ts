import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from './helpers';
import { type LibraryServer, startLibraryServer } from './library-server';
import { type ReplayServer, startReplayServer } from './replay-server';

let server: ReplayServer;
let library: LibraryServer;
beforeAll(async () => {
  server = await startReplayServer();
  library = await startLibraryServer();
});
afterAll(async () => {
  await server.close();
  await library.close();
});

const last = () => server.requests[server.requests.length - 1]!;
const client = () => testClient(server.baseUrl).catalogue;

describe('discover', () => {
  it('sends every movie filter in TMDB terms: comma for all genres, release dates, runtime, votes', async () => {
    const page = await client().discover(
      'movie',
      {
        genres: [27, 35],
        withoutGenres: [16, 99],
        originalLanguage: 'ko',
        releasedFrom: '1990-01-01',
        releasedTo: '1999-12-31',
        runtimeMax: 100,
        runtimeMin: 60,
        minVotes: 50,
        sort: 'rating',
      },
      2,
    );
    expect(page.results.length).toBeGreaterThan(0);
    expect(last().path).toBe('/discover/movie');
    expect(Object.fromEntries(last().query)).toMatchObject({
      with_genres: '27,35',
      without_genres: '16,99',
      with_original_language: 'ko',
      'primary_release_date.gte': '1990-01-01',
      'primary_release_date.lte': '1999-12-31',
      'with_runtime.lte': '100',
      'with_runtime.gte': '60',
      'vote_count.gte': '50',
      sort_by: 'vote_average.desc',
      include_adult: 'false',
      page: '2',
    });
  });

  it('uses the pipe for any-of genres and first air dates for shows; newest sorts by air date', async () => {
    await client().discover('tv', {
      genres: [16, 10765],
      genreMatch: 'any',
      releasedFrom: '2020-01-01',
      sort: 'newest',
    });
    expect(last().path).toBe('/discover/tv');
    expect(last().query.get('with_genres')).toBe('16|10765');
    expect(last().query.get('first_air_date.gte')).toBe('2020-01-01');
    expect(last().query.has('primary_release_date.gte')).toBe(false);
    expect(last().query.get('sort_by')).toBe('first_air_date.desc');
  });

  it('leaves unset filters out and orders by popularity by default', async () => {
    await client().discover('movie', {});
    expect([...last().query.keys()].sort()).toEqual([
      'api_key',
      'include_adult',
      'language',
      'page',
      'sort_by',
    ]);
    expect(last().query.get('sort_by')).toBe('popularity.desc');
  });
});

describe('recommendations and keywords', () => {
  it('reads recommendations as a page, media_type included', async () => {
    const page = await client().recommendations('movie', 550, 3);
    expect(last().path).toBe('/movie/550/recommendations');
    expect(last().query.get('page')).toBe('3');
    expect(page.total_results).toBe(40);
    expect(page.results[0]).toMatchObject({ id: 680, media_type: 'movie', title: 'Pulp Fiction' });
  });

  it('reads keywords from either envelope: `keywords` for movies, `results` for shows', async () => {
    const movie = await client().keywords('movie', 550);
    expect(movie.map((k) => k.name)).toContain('twist ending');
    const show = await client().keywords('tv', 1399);
    expect(show.map((k) => k.name)).toContain('dragon');
    expect(last().path).toBe('/tv/1399/keywords');
  });

  it('reports a keyword answer without a list as malformed, and an unknown title as not found', async () => {
    server.script('/movie/551/keywords', { status: 200, body: JSON.stringify({ id: 551, results: [] }) });
    await expect(client().keywords('movie', 551)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    await expect(client().keywords('movie', 999999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the library stand-in answers queries like TMDB', () => {
  const lib = () => testClient(library.baseUrl).catalogue;

  it('filters discover by genre, language, dates and runtime over recorded titles', async () => {
    const horror = await lib().discover('movie', { genres: [27] });
    expect(horror.results.length).toBeGreaterThanOrEqual(4);
    expect(horror.results.every((m) => m.genre_ids?.includes(27))).toBe(true);
    const nineties = await lib().discover('movie', { releasedFrom: '1990-01-01', releasedTo: '1999-12-31' });
    expect(nineties.results.map((m) => m.title)).toContain('Pulp Fiction');
    expect(nineties.results.every((m) => m.release_date!.startsWith('199'))).toBe(true);
    const short = await lib().discover('movie', { runtimeMax: 100 });
    expect(short.results.every((m) => library.library.runtimes.movie[String(m.id)]! <= 100)).toBe(true);
    const anime = await lib().discover('tv', { genres: [16], originalLanguage: 'ja' });
    expect(anime.results.length).toBeGreaterThanOrEqual(3);
  });

  it('searches titles and people by words', async () => {
    expect((await lib().search('movie', 'fight club')).results[0]?.id).toBe(550);
    expect((await lib().searchPeople('christopher nolan')).results[0]?.id).toBe(525);
    expect((await lib().search('movie', 'zzzz nothing')).results).toEqual([]);
  });
});
