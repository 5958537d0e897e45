import { type PersonListItem, TOP_DIRECTORS, type Video } from '@kinora/domain';
import { createDemoCatalogue } from '@kinora/tmdb';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optInToAdultContent, signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { findDemoMovie, onePage, picturedTitle } from './helpers/catalogue';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let agent: Agent;
let movieId: number;
let tvId: number;
let personId: number;

describe.skipIf(skipDatabaseSuite)('catalogue on both doors (demo catalogue)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    agent = (await signedInAgent(t.app, 'cataloguefan')).agent;
    movieId = (await agent.get('/api/v1/movies/trending')).body.content[0].id;
    tvId = (await agent.get('/api/v1/tv/trending')).body.content[0].id;
    personId = (await agent.get('/api/v1/search/person/popular')).body.content.results[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each row: the REST path, the tRPC call, and how the REST `content` relates to the tRPC data. */
  const sameData: Array<[string, () => string, () => [string, unknown], (data: any) => unknown]> = [
    [
      'movie trending',
      () => '/api/v1/movies/trending',
      () => ['catalogue.trending', { media: 'movie' }],
      (d) => d.results,
    ],
    [
      'tv trending',
      () => '/api/v1/tv/trending',
      () => ['catalogue.trending', { media: 'tv' }],
      (d) => d.results,
    ],
    [
      'movie category',
      () => '/api/v1/movies/category/now_playing',
      () => ['catalogue.category', { media: 'movie', category: 'now_playing' }],
      (d) => d.results,
    ],
    [
      'tv category',
      () => '/api/v1/tv/category/on_the_air',
      () => ['catalogue.category', { media: 'tv', category: 'on_the_air' }],
      (d) => d.results,
    ],
    [
      'movie details',
      () => `/api/v1/movies/details/${movieId}`,
      () => ['catalogue.details', { media: 'movie', id: movieId }],
      (d) => d,
    ],
    [
      'tv details',
      () => `/api/v1/tv/details/${tvId}`,
      () => ['catalogue.details', { media: 'tv', id: tvId }],
      (d) => d,
    ],
    [
      'movie credits',
      () => `/api/v1/movies/credits/${movieId}`,
      () => ['catalogue.credits', { media: 'movie', id: movieId }],
      (d) => d,
    ],
    [
      'tv credits',
      () => `/api/v1/tv/credits/${tvId}`,
      () => ['catalogue.credits', { media: 'tv', id: tvId }],
      (d) => d,
    ],
    [
      'movie similar',
      () => `/api/v1/movies/similar/${movieId}`,
      () => ['catalogue.similar', { media: 'movie', id: movieId }],
      (d) => d.results,
    ],
    [
      'movie trailers',
      () => `/api/v1/movies/trailers/${movieId}`,
      () => ['catalogue.trailers', { media: 'movie', id: movieId }],
      (d) => d,
    ],
    [
      'tv trailers',
      () => `/api/v1/tv/trailers/${tvId}`,
      () => ['catalogue.trailers', { media: 'tv', id: tvId }],
      (d) => d,
    ],
    [
      'popular people',
      () => '/api/v1/search/person/popular',
      () => ['catalogue.popularPeople', {}],
      (d) => d,
    ],
    [
      'person',
      () => `/api/v1/search/person/${personId}`,
      () => ['catalogue.person', { id: personId }],
      (d) => d,
    ],
    [
      'person credits',
      () => `/api/v1/search/person/credits/${personId}`,
      () => ['catalogue.personCredits', { id: personId }],
      (d) => d,
    ],
    [
      'anime tv popular',
      () => '/api/v1/tv/anime/popular',
      () => ['catalogue.browse', { kind: 'anime', media: 'tv', list: 'popular' }],
      (d) => d.results,
    ],
    [
      'kdrama movies top-rated',
      () => '/api/v1/movies/kdrama/top-rated',
      () => ['catalogue.browse', { kind: 'kdrama', media: 'movie', list: 'top-rated' }],
      (d) => d.results,
    ],
  ];

  for (const [name, restPath, trpcCall, relate] of sameData) {
    it(`${name}: REST and tRPC return the same data`, async () => {
      const rest = await agent.get(restPath());
      expect(rest.status).toBe(200);
      expect(rest.body.success).toBe(true);
      const [procedure, input] = trpcCall();
      const trpc = await agent.query(procedure, input);
      expect(trpc.status).toBe(200);
      expect(rest.body.content).toEqual(relate(trpc.data));
      expect(JSON.stringify(rest.body.content).length).toBeGreaterThan(20);
    });
  }

  it('episodes: REST {Id, Season} and tRPC return the same episodes', async () => {
    const details = (await agent.get(`/api/v1/tv/details/${tvId}`)).body.content;
    const season = details.seasons.find((s: { season_number: number }) => s.season_number >= 1).season_number;
    const rest = await agent.post('/api/v1/tv/episodes', { Id: tvId, Season: season });
    expect(rest.status).toBe(200);
    const trpc = await agent.query('catalogue.episodes', { id: tvId, season });
    expect(rest.body.content.episodes).toEqual(trpc.data.episodes);
    expect(rest.body.content.episodes.length).toBeGreaterThan(0);
  });

  it('lists every anime and K-drama row for both media types', async () => {
    for (const kind of ['anime', 'kdrama']) {
      for (const media of ['tv', 'movies']) {
        for (const list of ['popular', 'top-rated', 'on-air']) {
          const reply = await agent.get(`/api/v1/${media}/${kind}/${list}`);
          expect(reply.status, `${media}/${kind}/${list}`).toBe(200);
          expect(Array.isArray(reply.body.content)).toBe(true);
        }
      }
    }
  });

  it('lists the 54 directors with their ids, on tRPC', async () => {
    const directors = (await agent.query('catalogue.directors')).data as Array<{
      id: number;
      name: string;
      profile_path: string | null;
    }>;
    expect(directors.map((d) => d.id)).toEqual(TOP_DIRECTORS.map((d) => d.id));
    expect(directors.filter((d) => d.profile_path).length).toBeGreaterThan(40);
  });

  it('caps person credits at 50, each with a year and a one-decimal rating', async () => {
    const director = TOP_DIRECTORS[0]!;
    const credits = (await agent.query('catalogue.personCredits', { id: director.id })).data;
    const all = [...credits.cast, ...credits.crew];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(50);
    for (const c of all) {
      expect(c.poster_path || c.backdrop_path).toBeTruthy();
      expect(Math.round(c.rating * 10) / 10).toBe(c.rating);
      expect(c.year === null || /^\d{4}$/.test(c.year)).toBe(true);
    }
  });

  describe('search', () => {
    it('finds the same titles on both doors and records the first hit in the search history once', async () => {
      const searcher = (await signedInAgent(t.app, 'searcher')).agent;
      const title: string = (await searcher.get('/api/v1/movies/trending')).body.content[0].title;
      const word = title.split(' ').find((w) => w.length >= 4) ?? title;
      const rest = await searcher.get(`/api/v1/search/movie/${encodeURIComponent(word)}`);
      expect(rest.body.success).toBe(true);
      expect(rest.body.content.length).toBeGreaterThan(0);
      const trpc = await searcher.query('catalogue.search', { type: 'movie', query: word });
      expect(trpc.data.results).toEqual(rest.body.content);

      const userId = (await searcher.get('/api/v1/auth/authcheck')).body.user.id;
      const rows = await t.app.deps.db.execute(
        sql`select tmdb_id, item_type from search_history where profile_id = ${userId}`,
      );
      const list = ((rows as any).rows ?? rows) as Array<{ tmdb_id: number; item_type: string }>;
      // Two identical searches inside the dedupe window leave one entry.
      expect(list).toEqual([{ tmdb_id: rest.body.content[0].id, item_type: 'movie' }]);
    });

    it('answers an empty result with success false and the legacy message', async () => {
      for (const [path, message] of [
        ['movie', 'No movie found'],
        ['tv', 'No tv show found'],
        ['people', 'No person found'],
      ]) {
        const reply = await agent.get(`/api/v1/search/${path}/zzqqxxnothing`);
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual({ success: false, message });
      }
    });

    it('accepts queries of exactly 3 and exactly 100 characters on both doors', async () => {
      for (const query of ['zqx', 'q'.repeat(100)]) {
        const rest = await agent.get(`/api/v1/search/movie/${query}`);
        expect(rest.status).toBe(200);
        expect(rest.body).toEqual({ success: false, message: 'No movie found' });
        const trpc = await agent.query('catalogue.search', { type: 'movie', query });
        expect(trpc.status).toBe(200);
        expect(trpc.data.results).toEqual([]);
      }
    });

    it('hides adult titles unless the viewer opted in', async () => {
      const adult = await findDemoMovie(t.app, (m) => Boolean(m.adult && (m.poster_path || m.backdrop_path)));
      const prude = await signedInAgent(t.app, 'prude');
      const fan = await signedInAgent(t.app, 'fan');
      await optInToAdultContent(t.app, fan.user.id);
      const found = async (viewer: Agent) =>
        (await viewer.query('catalogue.search', { type: 'movie', query: adult.title })).data.results.map(
          (item: { id: number }) => item.id,
        );

      expect(await found(fan.agent)).toContain(adult.id);
      expect(await found(prude.agent)).not.toContain(adult.id);
    });
  });

  describe('bad input gets a 4xx with a message on both doors, never a 500', () => {
    const cases: Array<[string, string, [string, unknown], number, string]> = [
      [
        'text id',
        '/api/v1/movies/details/abc',
        ['catalogue.details', { media: 'movie', id: 'abc' }],
        400,
        'id must be a number',
      ],
      [
        'negative id',
        '/api/v1/movies/details/-5',
        ['catalogue.details', { media: 'movie', id: -5 }],
        400,
        'id must be a positive number',
      ],
      [
        'huge id',
        '/api/v1/tv/details/99999999999',
        ['catalogue.details', { media: 'tv', id: 99999999999 }],
        400,
        'id is too large',
      ],
      [
        'unknown id',
        '/api/v1/movies/details/2000000000',
        ['catalogue.details', { media: 'movie', id: 2000000000 }],
        404,
        'Movie 2000000000 not found',
      ],
      [
        'bad category',
        '/api/v1/movies/category/bogus',
        ['catalogue.category', { media: 'movie', category: 'bogus' }],
        400,
        'category must be one of now_playing, top_rated, popular, upcoming',
      ],
      [
        'tv category on movies',
        '/api/v1/movies/category/on_the_air',
        ['catalogue.category', { media: 'movie', category: 'on_the_air' }],
        400,
        'category must be one of now_playing, top_rated, popular, upcoming',
      ],
      [
        '10 KB query',
        `/api/v1/search/movie/${'q'.repeat(10_240)}`,
        ['catalogue.search', { type: 'movie', query: 'q'.repeat(10_240) }],
        400,
        'query must be at most 100 characters',
      ],
      [
        'blank query',
        '/api/v1/search/movie/%20%20',
        ['catalogue.search', { type: 'movie', query: '  ' }],
        400,
        'Enter something to search for',
      ],
      [
        'two-character query',
        '/api/v1/search/movie/ab',
        ['catalogue.search', { type: 'movie', query: 'ab' }],
        400,
        'Enter at least 3 characters to search',
      ],
      [
        'two characters padded with spaces',
        '/api/v1/search/tv/%20xy%20',
        ['catalogue.search', { type: 'tv', query: ' xy ' }],
        400,
        'Enter at least 3 characters to search',
      ],
      [
        'bad browse list',
        '/api/v1/tv/anime/newest',
        ['catalogue.browse', { kind: 'anime', media: 'tv', list: 'newest' }],
        400,
        "list must be 'popular', 'top-rated' or 'on-air'",
      ],
      [
        'page 501',
        '/api/v1/movies/trending?page=501',
        ['catalogue.trending', { media: 'movie', page: 501 }],
        400,
        'page can be at most 500',
      ],
    ];
    for (const [name, restPath, [procedure, input], status, message] of cases) {
      it(name, async () => {
        const rest = await agent.get(restPath);
        expect(rest.status).toBe(status);
        expect(rest.body.success).toBe(false);
        const trpc = await agent.query(procedure, input);
        expect(trpc.status).toBe(status);
        expect(trpc.error?.message).toBe(rest.body.message);
        expect(trpc.error?.appCode).toBe(rest.body.code);
        expect(rest.body.message).toBe(message);
      });
    }

    it('unknown media types', async () => {
      expect((await agent.get('/api/v1/books/trending')).status).toBe(404);
      const trpc = await agent.query('catalogue.trending', { media: 'books' });
      expect(trpc.status).toBe(400);
      expect(trpc.error?.message).toBe("type must be 'movie' or 'tv'");
    });

    it('refuses the catalogue to signed-out callers on both doors', async () => {
      const stranger = await new Agent(t.app).prime();
      const rest = await stranger.get('/api/v1/movies/trending');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ success: false, message: 'not authorized', code: 'UNAUTHENTICATED' });
      const trpc = await stranger.query('catalogue.trending', { media: 'movie' });
      expect(trpc.status).toBe(401);
      expect(trpc.error?.message).toBe('not authorized');
    });
  });

  it('draws demo images, and refuses anything else', async () => {
    const poster: string = (await agent.get('/api/v1/movies/trending')).body.content.find(
      (m: any) => m.poster_path,
    ).poster_path;
    // The catalogue hands out raster pictures; the same path ending .svg is the drawing itself.
    expect(poster).toMatch(/\.webp$/);
    const image = await agent.get(`/img/w500${poster}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.raw.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(image.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await agent.get(`/img/w500${poster}`, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.rawPayload.length).toBe(0);
    const svg = await agent.get(`/img/w500${poster.replace(/\.webp$/, '.svg')}`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(String(svg.raw.body)).toContain('<svg');
    expect(svg.headers.etag).not.toBe(etag);
    expect((await agent.get('/img/w500/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await agent.get('/img/w500/demo/%3Cscript%3E.svg')).status).toBe(404);
    expect((await agent.get(`/img/w9999${poster}`)).status).toBe(404);
  });
});

/**
 * The catalogue rules of the services, on catalogue answers that break each rule until the service applies it:
 * the demo catalogue alone is already in order, so it could not tell a missing rule from a kept one.
 */
describe.skipIf(skipDatabaseSuite)('catalogue rules on answers that need them', () => {
  let controlled: TestApp;
  const person = (id: number, profile_path: string | null): PersonListItem => ({
    id,
    name: `Person ${id}`,
    profile_path,
    known_for_department: 'Acting',
    popularity: 1,
    adult: false,
  });
  const video = (key: string, type: string, extra: Partial<Video> = {}): Video => ({
    key,
    type,
    site: 'YouTube',
    ...extra,
  });

  beforeAll(async () => {
    const demo = createDemoCatalogue({ now: () => Date.now() });
    controlled = await createTestApp(
      {},
      {
        catalogue: {
          ...demo,
          similar: async () =>
            onePage([
              picturedTitle(1, { popularity: 2 }),
              picturedTitle(2, { popularity: 40 }),
              picturedTitle(3),
              picturedTitle(4, { popularity: 7.5 }),
              // The most popular similar title has no picture: it must not reach a grey card.
              picturedTitle(6, { popularity: 99, poster_path: null, backdrop_path: null }),
            ]),
          personCredits: async (id: number) => ({
            id,
            cast: [
              { ...picturedTitle(31, { adult: true, popularity: 9 }), media_type: 'movie' as const },
              { ...picturedTitle(32, { popularity: 5 }), media_type: 'movie' as const },
              {
                ...picturedTitle(33, { popularity: 8, poster_path: null, backdrop_path: null }),
                media_type: 'movie' as const,
              },
            ],
            crew: [
              {
                ...picturedTitle(34, { adult: true, popularity: 3 }),
                media_type: 'movie' as const,
                job: 'Director',
              },
            ],
          }),
          videos: async () => [
            video('teaserKey01', 'Teaser', { official: true }),
            video('featurette1', 'Featurette'),
            video('trailerKey2', 'Trailer', { official: false }),
            video('vimeoTrailer', 'Trailer', { site: 'Vimeo' }),
            video('trailerKey3', 'Trailer', { official: true }),
            video('<script>', 'Trailer'),
          ],
          // Like an upstream that ignores include_adult: adult titles come back whatever was asked.
          search: async () =>
            onePage([
              picturedTitle(11, { adult: true }),
              picturedTitle(12),
              picturedTitle(13, { poster_path: null, backdrop_path: null }),
            ]),
          searchPeople: async () => onePage([person(21, '/f21.jpg'), person(22, null)]),
        },
      },
    );
  });
  afterAll(async () => {
    await controlled?.close();
  });

  it('sorts similar titles most popular first, on both doors', async () => {
    const { agent: viewer } = await signedInAgent(controlled.app, 'similar');
    const trpc = await viewer.query('catalogue.similar', { media: 'movie', id: 5 });
    expect(trpc.data.results.map((item: { id: number }) => item.id)).toEqual([2, 4, 1, 3]);
    const rest = await viewer.get('/api/v1/movies/similar/5');
    expect(rest.body.content.map((item: { id: number }) => item.id)).toEqual([2, 4, 1, 3]);
  });

  it('lists only similar titles with a picture, on both doors', async () => {
    const { agent: viewer } = await signedInAgent(controlled.app, 'similarpictures');
    const trpc = await viewer.query('catalogue.similar', { media: 'movie', id: 5 });
    expect(trpc.data.results.map((item: { id: number }) => item.id)).not.toContain(6);
    const rest = await viewer.get('/api/v1/movies/similar/5');
    expect(rest.body.content.map((item: { id: number }) => item.id)).not.toContain(6);
    expect(rest.body.content).toEqual(trpc.data.results);
  });

  it("keeps adult titles out of a person's Known For unless the viewer opted in, on both doors", async () => {
    const prude = await signedInAgent(controlled.app, 'prude');
    const fan = await signedInAgent(controlled.app, 'fan');
    await optInToAdultContent(controlled.app, fan.user.id);
    const ids = async (viewer: Agent) => {
      const trpc = (await viewer.query('catalogue.personCredits', { id: 7 })).data;
      const rest = (await viewer.get('/api/v1/search/person/credits/7')).body.content;
      expect(rest).toEqual(trpc);
      return [...trpc.cast, ...trpc.crew].map((item: { id: number }) => item.id);
    };

    expect(await ids(prude.agent)).toEqual([32]);
    expect(await ids(fan.agent)).toEqual([31, 32, 34]);
  });

  it('lists YouTube trailers before teasers, official first, and nothing else', async () => {
    const { agent: viewer } = await signedInAgent(controlled.app, 'trailers');
    const trpc = await viewer.query('catalogue.trailers', { media: 'movie', id: 5 });
    expect(trpc.data.map((v: Video) => v.key)).toEqual(['trailerKey3', 'trailerKey2', 'teaserKey01']);
    expect((await viewer.get('/api/v1/movies/trailers/5')).body.content).toEqual(trpc.data);
  });

  it('lists only titles and people with a picture', async () => {
    const { agent: viewer } = await signedInAgent(controlled.app, 'pictures');
    const titles = await viewer.query('catalogue.search', { type: 'movie', query: 'any' });
    expect(titles.data.results.map((item: { id: number }) => item.id)).toEqual([12]);
    const people = await viewer.query('catalogue.search', { type: 'person', query: 'any' });
    expect(people.data.results.map((item: { id: number }) => item.id)).toEqual([21]);
  });

  it('keeps adult titles from a viewer who has not opted in, even when the catalogue sends them', async () => {
    const prude = await signedInAgent(controlled.app, 'prude');
    const fan = await signedInAgent(controlled.app, 'fan');
    await optInToAdultContent(controlled.app, fan.user.id);
    const ids = async (viewer: Agent) =>
      (await viewer.query('catalogue.search', { type: 'movie', query: 'any' })).data.results.map(
        (item: { id: number }) => item.id,
      );

    expect(await ids(prude.agent)).toEqual([12]);
    expect(await ids(fan.agent)).toEqual([11, 12]);
  });
});
