import { MOVIE_CATEGORIES, TV_CATEGORIES } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, verifyByWelcomeMail } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import {
  ABOVE_ZERO,
  all,
  BOOLEAN,
  CHAT_ITEM,
  CONTENT,
  CONTENT_TYPE,
  CREDITS,
  DONE,
  EPISODE,
  FALSE,
  INSTANT,
  list,
  MOVIE_DETAIL,
  NOTHING,
  nullable,
  oneOf,
  optional,
  PERSON,
  PERSON_ITEM,
  type Rule,
  record,
  SEARCH_ITEM,
  TEXT,
  TITLE,
  TITLE_WITH_MEDIA,
  TRAILERS,
  TRUE,
  TV_DETAIL,
  USER,
  WATCH_ITEM,
  WATCHLIST_ITEM,
  WHOLE,
  WORDS,
} from './helpers/legacy-vocabulary';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Existing REST clients read values, not only fields: a chat page builds `/api/v1/{contentType}/...` from the
 * answer, a game page ranks users by `flappy.score`, a history page sends a `date` back in a path. This walks every
 * documented legacy route (docs/api.md, "Vocabulary") and holds each documented field's value to the vocabulary
 * existing clients rely on (helpers/legacy-vocabulary.ts). Each test collects
 * every drift it finds, so one run names them all. The tRPC door keeps its own vocabulary (docs/api.md).
 */

const RUN = `${Date.now().toString(36)}${process.pid}`;
const BOSS = `vocab-boss-${RUN}@example.com`;
const PASSWORD = 'long enough pass';

/**
 * Our own routes, which PRODUCT.md does not list (and so no existing client calls); Google's are browser
 * navigations (redirects), not JSON answers. Every other /api/v1 route must be walked here.
 */
const NOT_IN_PRODUCT = new Set([
  'GET /api/v1/auth/google',
  'GET /api/v1/auth/google/callback',
  'POST /api/v1/auth/verifyEmail',
  'POST /api/v1/user/resendVerification',
  'POST /api/v1/auth/admin/verify',
  'GET /api/v1/auth/admin/audit',
  'GET /api/v1/movies/providers/:id',
  'GET /api/v1/tv/providers/:id',
  'GET /api/v1/user/export',
  'POST /api/v1/user/import',
  'GET /api/v1/user/picks',
  'GET /api/v1/user/region',
  'POST /api/v1/user/region',
  'GET /api/v1/user/services',
  'PUT /api/v1/user/services',
  'GET /api/v1/watch/continue',
  'POST /api/v1/watch/continue/hide',
  'POST /api/v1/user/flappy/start',
  'POST /api/v1/user/flappy/submit',
  'GET /api/v1/user/flappy/leaderboard',
  'GET /api/v1/user/profiles',
  'POST /api/v1/user/profiles',
  'PUT /api/v1/user/profiles/:id',
  'DELETE /api/v1/user/profiles/:id',
  'POST /api/v1/user/profiles/:id/switch',
  'GET /api/v1/user/ratings',
  'PUT /api/v1/user/ratings/movie/:id',
  'DELETE /api/v1/user/ratings/movie/:id',
  'PUT /api/v1/user/ratings/tv/:id',
  'DELETE /api/v1/user/ratings/tv/:id',
  'GET /api/v1/user/lists',
  'POST /api/v1/user/lists',
  'GET /api/v1/user/lists/:id',
  'PUT /api/v1/user/lists/:id',
  'DELETE /api/v1/user/lists/:id',
  'POST /api/v1/user/lists/:id/items',
  'DELETE /api/v1/user/lists/:id/items/:media_type/:tmdbId',
  'GET /api/v1/lists/:slug',
  'POST /api/v1/watch/mark',
  'GET /api/v1/user/calendar',
  'GET /api/v1/user/calendar/link',
  'POST /api/v1/user/calendar/link',
  'GET /api/v1/calendar/feed/:token',
  'GET /api/v1/user/notifications',
  'GET /api/v1/user/notifications/unread-count',
  'POST /api/v1/user/notifications/read',
  'GET /api/v1/user/notifications/settings',
  'PUT /api/v1/user/notifications/settings',
  'POST /api/v1/user/notifications/push-subscriptions',
  'DELETE /api/v1/user/notifications/push-subscriptions',
  'POST /api/v1/user/notifications/test',
  'GET /api/v1/admin/status',
  'GET /api/v1/user/language',
  'PUT /api/v1/user/language',
]);

let t: TestApp;
const walked = new Set<string>();

/** One client's walk: each call names its route pattern, and every drift found is kept. */
class Walk {
  readonly drifts: string[] = [];
  constructor(readonly agent: Agent) {}

  async call(
    route: string,
    {
      params = {},
      body,
      status = 200,
      rule,
    }: { params?: Record<string, string | number>; body?: unknown; status?: number; rule: Rule },
  ) {
    walked.add(route);
    const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const url = pattern.replace(/:(\w+)/g, (_match, name: string) =>
      encodeURIComponent(String(params[name] ?? `:${name}`)),
    );
    const reply = await this.agent.request(method, url, { body: method === 'GET' ? undefined : body });
    const where = `${method} ${url}`;
    if (reply.status !== status) {
      this.drifts.push(
        `${where} answered ${reply.status} (expected ${status}): ${JSON.stringify(reply.body)}`,
      );
      return reply.body;
    }
    this.drifts.push(...rule(reply.body, where));
    return reply.body;
  }
}

async function signUp(agent: Agent, email: string, username: string) {
  const reply = await agent.post('/api/v1/auth/signup', { email, username, password: PASSWORD });
  expect(reply.status).toBe(201);
}

describe.skipIf(skipDatabaseSuite)('the legacy REST vocabulary (PRODUCT.md sections 5 to 7)', () => {
  let viewer: Agent;
  let email: string;
  let movieId: number;
  let tvId: number;
  let season: number;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: BOSS });
    viewer = await new Agent(t.app, '203.0.113.140').prime();
    email = `vocab-${RUN}@example.com`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('auth and account: users, preferences and the score, with numbers, booleans and ISO dates', async () => {
    const w = new Walk(viewer);
    await w.call('POST /api/v1/auth/signup', {
      body: { email, username: `vocab${RUN}`, password: PASSWORD },
      status: 201,
      rule: record({ success: TRUE, user: USER }),
    });
    await w.call('GET /api/v1/auth/authcheck', { rule: record({ success: TRUE, user: USER }) });
    await w.call('POST /api/v1/auth/signin', {
      body: { email, password: PASSWORD },
      rule: record({ success: TRUE, user: USER, message: WORDS }),
    });
    await w.call('GET /api/v1/user/getadultPreference', { rule: record({ success: TRUE, pref: FALSE }) });
    await w.call('POST /api/v1/user/adultContent', { body: { preference: true }, rule: DONE });
    await w.call('GET /api/v1/user/getadultPreference', { rule: record({ success: TRUE, pref: TRUE }) });
    await w.call('POST /api/v1/user/adultContent', { body: { preference: false }, rule: DONE });
    await w.call('POST /api/v1/user/flappy/score', { body: { score: 7 }, rule: record({ success: TRUE }) });
    await w.call('GET /api/v1/auth/authcheck', {
      rule: record({ user: record({ flappy: record({ score: oneOf(7) }) }) }),
    });
    await w.call('POST /api/v1/auth/changePassword', { body: { password: PASSWORD }, rule: DONE });
    // Forgot password: an unknown address is a 400 (clients branch on it), a known one a success.
    await w.call('POST /api/v1/auth/checkAccount', {
      body: { email: `nobody-${RUN}@example.com` },
      status: 400,
      rule: record({ success: FALSE, message: WORDS }),
    });
    await w.call('POST /api/v1/auth/checkAccount', { body: { email }, rule: record({ success: TRUE }) });
    const code = await latestMailTo(t.app, email, /\b(\d{6})\b/);
    await w.call('POST /api/v1/auth/changePasswordH', {
      body: { email, code, password: PASSWORD },
      rule: DONE,
    });
    await w.call('POST /api/v1/auth/signin', {
      body: { email, password: PASSWORD },
      rule: record({ user: USER }),
    });

    // A second account signs out and deletes itself.
    const leaver = new Walk(await new Agent(t.app, '203.0.113.141').prime());
    await signUp(leaver.agent, `leaver-${RUN}@example.com`, `leaver${RUN}`);
    await leaver.call('POST /api/v1/auth/logout', { rule: DONE });
    await leaver.agent.post('/api/v1/auth/signin', {
      email: `leaver-${RUN}@example.com`,
      password: PASSWORD,
    });
    await leaver.call('DELETE /api/v1/auth/deleteUser', { rule: record({ success: TRUE }) });
    // The health check clients choose a server by: a message.
    await w.call('GET /cronjob/run', { rule: record({ message: WORDS }) });
    expect([...w.drifts, ...leaver.drifts]).toEqual([]);
  });

  it('catalogue: numeric ids, TMDB media types, YYYY-MM-DD days and pictured titles', async () => {
    const w = new Walk(viewer);
    movieId = (await w.agent.get('/api/v1/movies/trending')).body.content[0].id;
    tvId = (await w.agent.get('/api/v1/tv/trending')).body.content[0].id;
    for (const [media, categories] of [
      ['movies', MOVIE_CATEGORIES],
      ['tv', TV_CATEGORIES],
    ] as const) {
      await w.call(`GET /api/v1/${media}/trending`, { rule: CONTENT(list(TITLE_WITH_MEDIA)) });
      for (const category of categories) {
        await w.call(`GET /api/v1/${media}/category/:category`, {
          params: { category },
          rule: CONTENT(list(TITLE)),
        });
      }
      const id = media === 'movies' ? movieId : tvId;
      await w.call(`GET /api/v1/${media}/details/:id`, {
        params: { id },
        rule: CONTENT(media === 'movies' ? MOVIE_DETAIL : TV_DETAIL),
      });
      await w.call(`GET /api/v1/${media}/credits/:id`, { params: { id }, rule: CONTENT(CREDITS) });
      await w.call(`GET /api/v1/${media}/similar/:id`, { params: { id }, rule: CONTENT(list(TITLE)) });
      await w.call(`GET /api/v1/${media}/trailers/:id`, { params: { id }, rule: CONTENT(TRAILERS) });
      for (const kind of ['anime', 'kdrama']) {
        for (const row of ['popular', 'top-rated', 'on-air']) {
          await w.call(`GET /api/v1/${media}/:kind/:list`, {
            params: { kind, list: row },
            rule: CONTENT(list(TITLE, { min: 0 })),
          });
        }
      }
    }
    const details = (await w.agent.get(`/api/v1/tv/details/${tvId}`)).body.content;
    season = details.seasons.find((s: { season_number: number }) => s.season_number >= 1).season_number;
    await w.call('POST /api/v1/tv/episodes', {
      body: { Id: tvId, Season: season },
      rule: CONTENT(record({ episodes: list(EPISODE) })),
    });

    await w.call('GET /api/v1/search/movie/:query', {
      params: { query: 'star' },
      rule: CONTENT(list(TITLE)),
    });
    await w.call('GET /api/v1/search/tv/:query', { params: { query: 'star' }, rule: CONTENT(list(TITLE)) });
    const people = await w.call('GET /api/v1/search/person/popular', {
      rule: CONTENT(record({ page: WHOLE, results: list(PERSON_ITEM) })),
    });
    const person = people.content.results[0] as { id: number; name: string };
    await w.call('GET /api/v1/search/people/:query', {
      params: { query: person.name.split(' ')[0]! },
      rule: CONTENT(list(PERSON_ITEM)),
    });
    for (const [type, message] of [
      ['movie', 'No movie found'],
      ['tv', 'No tv show found'],
      ['people', 'No person found'],
    ] as const) {
      await w.call(`GET /api/v1/search/${type}/:query`, {
        params: { query: 'zqxjzqxj' },
        rule: NOTHING(message),
      });
    }
    await w.call('GET /api/v1/search/person/:id', { params: { id: person.id }, rule: CONTENT(PERSON) });
    await w.call('GET /api/v1/search/person/credits/:id', {
      params: { id: person.id },
      rule: CONTENT(
        record({ cast: list(TITLE_WITH_MEDIA, { min: 0 }), crew: list(TITLE_WITH_MEDIA, { min: 0 }) }),
      ),
    });
    expect(w.drifts).toEqual([]);
  });

  it('watch-later and histories: list types, whole numbers, and dates a client can send back', async () => {
    const w = new Walk(viewer);
    await w.call('PUT /api/v1/movies/addWatch/:id', { params: { id: movieId }, rule: DONE });
    await w.call('PUT /api/v1/tv/addWatch/:id', { params: { id: tvId }, rule: DONE });
    await w.call('POST /api/v1/tv/addEpisode', {
      body: {
        id: tvId,
        season,
        episode: 1,
        name: 'Pilot',
        totalEpisodes: 8,
        poster_path: null,
        title: 'Show',
      },
      rule: DONE,
    });
    await w.call('GET /api/v1/movies/getWatchlist', { rule: CONTENT(list(WATCHLIST_ITEM, { min: 3 })) });
    await w.call('DELETE /api/v1/movies/removeWatch/:id', { params: { id: movieId }, rule: DONE });
    await w.call('DELETE /api/v1/tv/removeWatchE/:id/:season/:episode', {
      params: { id: tvId, season, episode: 1 },
      rule: DONE,
    });

    await w.call('POST /api/v1/watch/addWatchMovie', {
      body: { id: movieId, poster_path: '/p.jpg', backdrop_path: '/b.jpg', title: 'A movie' },
      rule: DONE,
    });
    await w.call('POST /api/v1/watch/addWatchTv/:id/:season/:name/:episodeCount', {
      params: { id: tvId, season, name: 'A show', episodeCount: 8 },
      body: { episode_number: 2, name: 'Second', still_path: '/s.jpg' },
      rule: DONE,
    });
    // PRODUCT.md says the profile gives "user and contentType": the content type is the client's own switch
    // (kept in its session storage), which the server never learns, so only the user is checked here.
    const profile = await w.call('GET /api/v1/user/profile', {
      rule: record({
        success: TRUE,
        user: all(
          USER,
          record({
            searchHistory: list(SEARCH_ITEM, { min: 2 }),
            watchHistory: list(WATCH_ITEM, { min: 2 }),
            chatHistory: list(CHAT_ITEM, { min: 0 }),
            watchList: list(WATCHLIST_ITEM),
          }),
        ),
      }),
    });
    // Each history entry is named back by the values the profile gave, `date` in a path as it came.
    const watched = profile.user.watchHistory as Array<{
      id: number;
      type: string;
      date: string;
      season?: number;
      episode?: number;
    }>;
    const movie = watched.find((entry) => entry.type === 'movie')!;
    const episode = watched.find((entry) => entry.type === 'tv')!;
    await w.call('DELETE /api/v1/watch/removeMovieWatch/:id/:date', { params: movie, rule: DONE });
    await w.call('DELETE /api/v1/watch/removeTvWatch/:id/:date/:season/:episode', {
      params: episode as Record<string, string | number>,
      rule: DONE,
    });
    const searched = profile.user.searchHistory[0] as { id: number };
    await w.call('DELETE /api/v1/search/removehistory/:id', { params: { id: searched.id }, rule: DONE });
    const after = (await w.agent.get('/api/v1/user/profile')).body.user;
    expect(after.watchHistory).toEqual([]);
    expect(after.searchHistory.map((entry: { id: number }) => entry.id)).not.toContain(searched.id);

    await w.call('DELETE /api/v1/search/clearhistory', { rule: DONE });
    await w.call('DELETE /api/v1/watch/clearWatchHistory', { rule: DONE });
    expect(w.drifts).toEqual([]);
  });

  it("chat: 'movies' or 'tv' as the content type, and context sent back as it was received", async () => {
    const w = new Walk(viewer);
    const answer = (contentType: Rule) =>
      record({ success: TRUE, introText: WORDS, content: list(TITLE_WITH_MEDIA), contentType });
    const movies = await w.call('POST /api/v1/chat/movie/llm', {
      body: { query: 'a funny movie', aimodel: 'deepseek-r1' },
      rule: answer(oneOf('movies')),
    });
    await w.call('POST /api/v1/chat/movie/llm', {
      body: { query: 'a good tv show' },
      rule: answer(oneOf('tv')),
    });
    // The legacy chat page sends back what it received: its entries carry 'movies' and the titles.
    await w.call('POST /api/v1/chat/movie/llm', {
      body: {
        query: 'more like the first one',
        history: [
          {
            query: 'a funny movie',
            datatext: movies.introText,
            contentType: movies.contentType,
            data: movies.content,
          },
        ],
      },
      rule: record({ success: TRUE, contentType: optional(CONTENT_TYPE) }),
    });
    await w.call('POST /api/v1/chat/movie/llm', {
      body: { query: 'what is the capital of France?' },
      rule: record({ success: TRUE, nocontext: WORDS, contentType: oneOf(undefined) }),
    });
    // Its history page reads the questions back, and deletes them by the question.
    await w.call('GET /api/v1/user/profile', {
      rule: record({ user: record({ chatHistory: list(CHAT_ITEM, { min: 4 }) }) }),
    });
    await w.call('DELETE /api/v1/search/removehistoryquery', {
      body: { query: 'a funny movie' },
      rule: DONE,
    });
    await w.call('DELETE /api/v1/search/clearhistoryquery', { rule: DONE });
    expect(w.drifts).toEqual([]);
  });

  it('contact and admin: users keyed by _id, ranked by flappy.score, never an e-mail for others', async () => {
    const w = new Walk(viewer);
    await w.call('POST /api/v1/contact/savemessage', {
      body: { name: 'Vocab', email, message: 'Checking the words you use' },
      rule: DONE,
    });
    // What every game page reads to draw its leaderboard: a user list it ranks by flappy.score itself.
    await w.call('GET /api/v1/auth/admin/users', {
      rule: record({
        success: TRUE,
        message: TEXT,
        users: list(
          record({
            _id: WORDS,
            username: WORDS,
            image: nullable(TEXT),
            picture: nullable(TEXT),
            // Scores of 0 or less are dropped (PRODUCT.md section 5).
            flappy: record({ score: ABOVE_ZERO }),
            email: oneOf(undefined),
          }),
        ),
      }),
    });

    const boss = new Walk(await new Agent(t.app, '203.0.113.142').prime());
    await signUp(boss.agent, BOSS, `vocabboss${RUN}`.slice(0, 30));
    await verifyByWelcomeMail(t.app, boss.agent, BOSS);
    expect((await boss.agent.post('/api/v1/auth/admin/verify', { password: 'kinora-admin' })).status).toBe(
      200,
    );
    await boss.call('GET /api/v1/auth/admin/users', {
      rule: record({
        success: TRUE,
        message: TEXT,
        users: list(
          record({
            _id: WORDS,
            id: WORDS,
            username: WORDS,
            email: WORDS,
            created: INSTANT,
            privileged: BOOLEAN,
          }),
        ),
      }),
    });
    await boss.call('POST /api/v1/auth/admin/mail', {
      body: { email },
      rule: record({
        success: TRUE,
        message: TEXT,
        user: record({ id: WORDS, username: WORDS, email: WORDS, created: INSTANT }),
        watchHistory: list(WATCH_ITEM, { min: 0 }),
        watchList: list(WATCHLIST_ITEM),
        searchHistory: list(SEARCH_ITEM, { min: 0 }),
        chatHistory: list(CHAT_ITEM, { min: 0 }),
      }),
    });
    const doomed = `vocab-doomed-${RUN}@example.com`;
    await signUp(await new Agent(t.app, '203.0.113.143').prime(), doomed, `doomed${RUN}`);
    await boss.call('DELETE /api/v1/auth/deleteUserMail', {
      body: { email: doomed },
      rule: record({ success: TRUE }),
    });
    expect([...w.drifts, ...boss.drifts]).toEqual([]);
  });

  it('walks every legacy route there is, except the ones PRODUCT.md does not list', () => {
    const routes = [...t.app.restRoutes].filter((route) => !NOT_IN_PRODUCT.has(route));
    expect(routes.filter((route) => !walked.has(route))).toEqual([]);
    expect([...NOT_IN_PRODUCT].filter((route) => !t.app.restRoutes.has(route))).toEqual([]);
  });
});
