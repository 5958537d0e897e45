import { AppError } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTmdbCatalogue } from '../src/client';
import { FIXED_NOW, testClient } from './helpers';
import { fixture, type ReplayServer, startReplayServer, TEST_API_KEY } from './replay-server';

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const SERVER_ERROR = {
  status: 500,
  body: '{"status_code":11,"status_message":"Internal error","success":false}',
};
const RATE_LIMITED = {
  status: 429,
  body: '{"status_code":25,"status_message":"Your request count (#) is over the allowed limit of (40)."}',
};

describe('TMDB error shapes', () => {
  it('401 (our key is bad) is UPSTREAM_FAILED with a generic message and the cause kept', async () => {
    const { catalogue } = testClient(server.baseUrl, { apiKey: 'wrong-key' });
    const error = await failure(catalogue.details('movie', 550));
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.message).not.toMatch(/api key|wrong-key/i);
    expect(error.details?.cause).toMatchObject({
      status: 401,
      statusCode: 7,
      statusMessage: expect.stringMatching(/Invalid API key/),
    });
    expect(JSON.stringify(error.details)).not.toContain('wrong-key');
  });

  it('404 (a body without `success`) is NOT_FOUND naming what was missing', async () => {
    expect(JSON.parse(fixture('error_404.json'))).not.toHaveProperty('success');
    const { catalogue } = testClient(server.baseUrl);
    const error = await failure(catalogue.details('movie', 999_999));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Movie 999999 not found');
    expect((await failure(catalogue.season(1399, 42))).message).toBe('Season 42 of TV show 1399 not found');
    expect((await failure(catalogue.person(1))).message).toBe('Person 1 not found');
  });

  it('422 `{errors: [...]}` is BAD_INPUT carrying the upstream message', async () => {
    server.script('/search/tv', { status: 422, body: fixture('error_422.json') });
    const error = await failure(testClient(server.baseUrl).catalogue.search('tv', 'x'));
    expect(error.code).toBe('BAD_INPUT');
    expect(error.message).toBe('query must be provided');
  });

  it('400 `{status_code, status_message}` is BAD_INPUT carrying the upstream message', async () => {
    server.script('/movie/popular', {
      status: 400,
      body: '{"success":false,"status_code":23,"status_message":"Invalid date: Format needs to be YYYY-MM-DD"}',
    });
    const error = await failure(testClient(server.baseUrl).catalogue.movieList('popular'));
    expect(error).toMatchObject({
      code: 'BAD_INPUT',
      message: 'Invalid date: Format needs to be YYYY-MM-DD',
    });
  });

  it('a 200 whose body is not JSON is UPSTREAM_FAILED', async () => {
    server.script('/movie/550', { status: 200, body: '{"id": 550, "title": "Fight' });
    const error = await failure(testClient(server.baseUrl).catalogue.details('movie', 550));
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.message).toMatch(/could not read/);
  });

  it('a 200 list without results is UPSTREAM_FAILED, not a crash later', async () => {
    server.script('/movie/upcoming', { status: 200, body: '{"page":1}' });
    expect((await failure(testClient(server.baseUrl).catalogue.movieList('upcoming'))).code).toBe(
      'UPSTREAM_FAILED',
    );
    server.script('/movie/550/videos', { status: 200, body: '[]' });
    expect((await failure(testClient(server.baseUrl).catalogue.videos('movie', 550))).code).toBe(
      'UPSTREAM_FAILED',
    );
  });
});

describe('retries', () => {
  it('honours Retry-After in seconds on a 429, then succeeds', async () => {
    server.script('/movie/top_rated', { ...RATE_LIMITED, headers: { 'retry-after': '2' } });
    const before = server.requestsTo('/movie/top_rated').length;
    const { catalogue, sleeps } = testClient(server.baseUrl);
    const page = await catalogue.movieList('top_rated');
    expect(page.results.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([2_000]);
    expect(server.requestsTo('/movie/top_rated').length - before).toBe(2);
  });

  it('honours Retry-After as an HTTP date, measured on the injected clock', async () => {
    const at = new Date(FIXED_NOW + 3_000).toUTCString();
    server.script('/tv/top_rated', { ...RATE_LIMITED, headers: { 'retry-after': at } });
    const { catalogue, sleeps } = testClient(server.baseUrl);
    await catalogue.tvList('top_rated');
    expect(sleeps).toEqual([3_000]);
  });

  it('retries a 500 with exponential backoff, then succeeds', async () => {
    server.script('/tv/airing_today', SERVER_ERROR, SERVER_ERROR);
    const before = server.requestsTo('/tv/airing_today').length;
    // random() = 0: each wait is exactly half of the 250 ms, 500 ms... step (the guaranteed part of the jitter).
    const { catalogue, sleeps } = testClient(server.baseUrl);
    await catalogue.tvList('airing_today');
    expect(sleeps).toEqual([125, 250]);
    expect(server.requestsTo('/tv/airing_today').length - before).toBe(3);
  });

  it('spreads retries with jitter within [step/2, step]', async () => {
    server.script('/tv/on_the_air', SERVER_ERROR);
    const { catalogue, sleeps } = testClient(server.baseUrl, { random: () => 0.999 });
    await catalogue.tvList('on_the_air');
    expect(sleeps[0]).toBeGreaterThan(249);
    expect(sleeps[0]).toBeLessThanOrEqual(250);
  });

  it('gives up after maxRetries on 5xx: UPSTREAM_FAILED', async () => {
    server.script('/movie/now_playing', SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR);
    const before = server.requestsTo('/movie/now_playing').length;
    const { catalogue, sleeps } = testClient(server.baseUrl, { maxRetries: 3 });
    const error = await failure(catalogue.movieList('now_playing'));
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(server.requestsTo('/movie/now_playing').length - before).toBe(4);
    expect(sleeps).toHaveLength(3);
  });

  it('gives up on repeated 429s: RATE_LIMITED with retryAfterSeconds', async () => {
    const limited = { ...RATE_LIMITED, headers: { 'retry-after': '1' } };
    server.script('/trending/movie/day', limited, limited, limited);
    const { catalogue } = testClient(server.baseUrl, { maxRetries: 2 });
    const error = await failure(catalogue.trending('movie'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details?.retryAfterSeconds).toBe(1);
  });

  it('does not wait past its retry budget: a long Retry-After fails at once', async () => {
    server.script('/trending/tv/day', { ...RATE_LIMITED, headers: { 'retry-after': '120' } });
    const before = server.requestsTo('/trending/tv/day').length;
    const { catalogue, sleeps } = testClient(server.baseUrl, { maxRetryTimeMs: 10_000 });
    const error = await failure(catalogue.trending('tv'));
    expect(error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 120 } });
    expect(sleeps).toEqual([]);
    expect(server.requestsTo('/trending/tv/day').length - before).toBe(1);
  });

  it('does not retry a 404', async () => {
    const before = server.requestsTo('/movie/424242').length;
    await failure(testClient(server.baseUrl).catalogue.details('movie', 424_242));
    expect(server.requestsTo('/movie/424242').length - before).toBe(1);
  });
});

describe('timeouts and network failures', () => {
  it('aborts a stalled request after timeoutMs, retries, then fails as UPSTREAM_FAILED', async () => {
    server.script('/person/popular', { status: 0, hang: true }, { status: 0, hang: true });
    const before = server.requestsTo('/person/popular').length;
    const { catalogue } = testClient(server.baseUrl, { timeoutMs: 50, maxRetries: 1 });
    const error = await failure(catalogue.popularPeople());
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.message).toMatch(/did not answer in time/);
    expect(server.requestsTo('/person/popular').length - before).toBe(2);
  });

  it('a refused connection is UPSTREAM_FAILED after its retries', async () => {
    const { catalogue, sleeps } = testClient('http://127.0.0.1:1/3', { maxRetries: 2 });
    const error = await failure(catalogue.details('movie', 550));
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.message).toMatch(/Could not reach/);
    expect(sleeps).toHaveLength(2);
  });

  it('never leaks the key through a network error message', async () => {
    const catalogue = createTmdbCatalogue({
      baseUrl: server.baseUrl,
      apiKey: TEST_API_KEY,
      maxRetries: 0,
      fetch: async (url) => {
        throw new TypeError(`request to ${url} failed`);
      },
    });
    const error = await failure(catalogue.details('movie', 550));
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain(TEST_API_KEY);
    expect(JSON.stringify(error.details)).toContain('[redacted]');
  });
});

describe('outbound rate limiter', () => {
  it('queues requests beyond the burst instead of failing them', async () => {
    // 4 per second: a burst of 1 (a quarter of a second's worth), then one every 250 ms.
    const before = server.requestsTo('/movie/popular').length;
    const { catalogue, wakeTimes } = testClient(server.baseUrl, { maxRequestsPerSecond: 4 });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => catalogue.movieList('popular', page)));
    expect(pages).toHaveLength(4);
    expect(server.requestsTo('/movie/popular').length - before).toBe(4);
    // The first goes at once; the others leave 250 ms apart, in arrival order.
    expect(wakeTimes).toEqual([250, 500, 750]);
  });
});
