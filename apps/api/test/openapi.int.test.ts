import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, verifyByWelcomeMail } from './helpers/accounts';
import { Agent, type Reply } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { type DocumentedRoute, documentedRoutes, sampleUrl } from './helpers/documented-routes';
import { createTestApp, type TestApp } from './helpers/test-app';

const RUN = `${Date.now().toString(36)}${process.pid}`;
const BOSS = `openapi-boss-${RUN}@example.com`;
const PASSWORD = 'long enough pass';

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, any>>; components?: unknown };

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

/** The schema the document gives for this status: the exact code, else its class (4XX, 5XX). */
function documentedSchema(route: DocumentedRoute, status: number) {
  const response =
    route.operation.responses[String(status)] ?? route.operation.responses[`${String(status)[0]}XX`];
  return response?.content?.['application/json']?.schema;
}

/**
 * Routes a walk with ordinary sample input does not bring to a 2xx, and why. Their error answers are still
 * held to the documented error schema.
 */
const EXPECTED_REFUSALS: Record<string, string> = {
  'GET /api/v1/auth/google': 'Google sign-in is not configured here (404)',
  'GET /api/v1/auth/google/callback': 'Google sign-in is not configured here (404)',
  'POST /api/v1/auth/changePasswordH': 'a made-up reset code (400)',
  'POST /api/v1/user/flappy/submit': 'no real replay (400)',
  'GET /api/v1/user/lists/{id}': 'a catalogue id is no list id (400)',
  'PUT /api/v1/user/lists/{id}': 'a catalogue id is no list id (400)',
  'DELETE /api/v1/user/lists/{id}': 'a catalogue id is no list id (400)',
  'POST /api/v1/user/lists/{id}/items': 'a catalogue id is no list id (400)',
  'DELETE /api/v1/user/lists/{id}/items/{media_type}/{tmdbId}': 'a catalogue id is no list id (400)',
  'GET /api/v1/lists/{slug}': 'no public list has a made-up link (404)',
  'PUT /api/v1/user/profiles/{id}': 'a catalogue id names no profile (404)',
  'DELETE /api/v1/user/profiles/{id}': 'a catalogue id names no profile (404)',
  'POST /api/v1/user/profiles/{id}/switch': 'a catalogue id names no profile (404)',
  'GET /api/v1/user/calendar': 'no from and to days (400)',
  'GET /api/v1/calendar/feed/{token}': 'a made-up feed secret (404)',
  'POST /api/v1/user/notifications/read': 'the walker has no alerts: a made-up id (404)',
  'POST /api/v1/user/notifications/push-subscriptions': 'a made-up push service that resolves nowhere (400)',
  'POST /api/v1/user/notifications/test': 'the walker has no alert channel on (400)',
};

describe.skipIf(skipDatabaseSuite)('the REST contract', () => {
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: BOSS });
    document = (await new Agent(t.app).get('/api/v1/openapi.json')).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes exactly the routes the server has: every /api/v1 route and the health check', () => {
    const documented = documentedRoutes(t.app).map((r) => `${r.method} ${r.path.replace(/\{\w+\}/g, ':p')}`);
    const registered = [...t.app.restRoutes, 'GET /cronjob/run'].map((r) => r.replace(/:\w+/g, ':p'));
    expect(documented.sort()).toEqual(registered.sort());
  });

  it("declares each route's input, sign-in and anti-forgery needs from the route itself", () => {
    const signUp = document.paths['/api/v1/auth/signup']!.post;
    expect(signUp.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'username',
      'password',
    ]);
    // A signed-out client may call it, with the anti-forgery header.
    expect(signUp.security).toEqual([{ xsrf: [] }]);
    expect(signUp.responses['429'].description).toMatch(/per client address.*Retry-After/);
    expect(document.paths['/api/v1/movies/trending']!.get.responses['429']).toBeUndefined();
    expect(document.paths['/api/v1/movies/getWatchlist']!.get.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/v1/movies/addWatch/{id}']!.put.security).toEqual([{ session: [], xsrf: [] }]);
    const details = document.paths['/api/v1/movies/details/{id}']!.get;
    expect(details.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]),
    );
    expect(details.responses['4XX'].content['application/json'].schema.properties.code.enum).toContain(
      'BAD_INPUT',
    );
  });

  it('answers every documented route with what the document says, walked against the running app', async () => {
    const viewer = await new Agent(t.app, '203.0.113.120').prime();
    const email = `walker-${RUN}@example.com`;
    const signUp = await viewer.post('/api/v1/auth/signup', {
      email,
      username: `walker${RUN}`,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(201);
    const boss = await new Agent(t.app, '203.0.113.121').prime();
    await boss.post('/api/v1/auth/signup', {
      email: BOSS,
      username: `oaboss${RUN}`.slice(0, 30),
      password: PASSWORD,
    });
    await verifyByWelcomeMail(t.app, boss, BOSS);
    await boss.post('/api/v1/auth/admin/verify', { password: 'kinora-admin' });
    const doomed = await new Agent(t.app, '203.0.113.122').prime();
    const doomedEmail = `doomed-${RUN}@example.com`;
    await doomed.post('/api/v1/auth/signup', {
      email: doomedEmail,
      username: `doomed${RUN}`,
      password: PASSWORD,
    });

    // Real ids from the catalogue, so title routes answer 2xx.
    const movieId = (await viewer.get('/api/v1/movies/trending')).body.content[0].id;
    const tvId = (await viewer.get('/api/v1/tv/trending')).body.content[0].id;
    const personId = (await viewer.get('/api/v1/search/person/popular')).body.content.results[0].id;
    const isTvPath = (path: string) => /\/tv\/|Tv\//.test(path);
    const idFor = (path: string) => (isTvPath(path) ? tvId : path.includes('/person') ? personId : movieId);
    const verificationToken = await latestMailTo(t.app, email, /verify-email\?token=([A-Za-z0-9_-]+)/);

    const bodies: Record<string, unknown> = {
      '/api/v1/auth/signup': {
        email: `walker2-${RUN}@example.com`,
        username: `walkertwo${RUN}`,
        password: PASSWORD,
      },
      '/api/v1/auth/signin': { email, password: PASSWORD },
      '/api/v1/auth/checkAccount': { email },
      '/api/v1/auth/changePasswordH': { email, code: '000000', password: PASSWORD },
      '/api/v1/auth/changePassword': { password: PASSWORD },
      '/api/v1/auth/verifyEmail': { token: verificationToken },
      '/api/v1/auth/admin/verify': { password: 'kinora-admin' },
      '/api/v1/auth/admin/mail': { email },
      '/api/v1/auth/deleteUserMail': { email: doomedEmail },
      '/api/v1/contact/savemessage': { name: 'Walker', email, message: 'Hello from the contract test' },
      '/api/v1/chat/movie/llm': { query: 'a funny movie' },
      '/api/v1/user/adultContent': { preference: false },
      '/api/v1/user/region': { region: 'DE' },
      '/api/v1/user/language': { language: null },
      '/api/v1/user/services': { providerIds: [] },
      '/api/v1/user/notifications/read': { ids: [1] },
      '/api/v1/user/notifications/push-subscriptions': {
        endpoint: 'https://push.invalid/send/walker',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      '/api/v1/user/ratings/movie/{id}': { rating: 7, review: 'Walked and rated' },
      '/api/v1/user/ratings/tv/{id}': { rating: 8 },
      '/api/v1/user/lists': { name: 'Walked' },
      '/api/v1/user/lists/{id}/items': { media_type: 'movie', id: movieId },
      '/api/v1/user/profiles': { name: 'Walker too' },
      '/api/v1/user/import': {
        format: 'kinora-account-export',
        version: 1,
        watchLater: [],
        watchHistory: [],
      },
      '/api/v1/user/flappy/score': { score: 1 },
      '/api/v1/user/flappy/submit': { gameId: '00000000-0000-4000-8000-000000000000', replay: { flaps: [] } },
      '/api/v1/tv/episodes': { Id: tvId, Season: 1 },
      '/api/v1/tv/addEpisode': { id: tvId, season: 1, episode: 1 },
      '/api/v1/watch/addWatchMovie': { id: movieId },
      '/api/v1/watch/continue/hide': { type: 'movie', id: movieId },
      '/api/v1/watch/mark': { media_type: 'movie', id: movieId, watchedAt: null },
      '/api/v1/search/removehistoryquery': { query: 'a funny movie' },
      '/api/v1/watch/addWatchTv/{id}/{season}/{name}/{episodeCount}': { episode_number: 1 },
    };
    // The sign-up route signs in a second account: it runs on its own agent. Deleting the account runs last.
    const agentFor = (path: string) =>
      path.startsWith('/api/v1/auth/admin') ||
      path.startsWith('/api/v1/admin/') ||
      path === '/api/v1/auth/deleteUserMail'
        ? boss
        : path === '/api/v1/auth/signup' || path === '/api/v1/auth/logout'
          ? doomed
          : viewer;
    const routes = documentedRoutes(t.app).sort(
      (a, b) => Number(a.path === '/api/v1/auth/deleteUser') - Number(b.path === '/api/v1/auth/deleteUser'),
    );

    const refused: Record<string, number> = {};
    for (const route of routes) {
      const url = sampleUrl(route.path).replace(/\/550(\/|$)/, `/${idFor(route.path)}$1`);
      const body = route.method === 'GET' ? undefined : (bodies[route.path] ?? {});
      const reply: Reply = await agentFor(route.path).request(route.method, url, { body });
      const name = `${route.method} ${route.path}`;
      if (reply.status >= 300) refused[name] = reply.status;
      expect(reply.status, `${name} answered ${reply.status}: ${JSON.stringify(reply.body)}`).toBeLessThan(
        500,
      );
      const schema = documentedSchema(route, reply.status);
      expect(schema, `${name}: no documented answer for ${reply.status}`).toBeDefined();
      const valid = ajv.validate(schema as object, reply.body);
      expect(valid, `${name} (${reply.status}): ${ajv.errorsText(ajv.errors)}`).toBe(true);
    }
    expect(Object.keys(refused).sort()).toEqual(Object.keys(EXPECTED_REFUSALS).sort());
  });

  it('renders the document at /api/docs from this server, under the CSP', async () => {
    const reply = await new Agent(t.app).get('/api/docs/');
    expect(reply.status).toBe(200);
    const html = String(reply.raw.body);
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(String(reply.headers['content-security-policy'])).toContain("script-src 'self'");
    const bundle = await new Agent(t.app).get('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });

  it.each([
    '/api/docs?query=x',
    '/api/docs/?query=x',
    '/api/docs/static/index.html',
    '/api/docs/static/index.html?query=x',
    '/api/docs/static/index.html?url=%2Fapi%2Fv1%2Fopenapi.json&a=1',
  ])('%s arrives at the page in at most one redirect', async (start) => {
    const agent = new Agent(t.app);
    const visited = [start];
    let reply = await agent.get(start);
    while (reply.status >= 300 && reply.status < 400 && visited.length <= 3) {
      const next = String(reply.headers.location);
      expect(visited).not.toContain(next);
      visited.push(next);
      reply = await agent.get(next);
    }
    expect(reply.status).toBe(200);
    expect(String(reply.raw.body)).toContain('swagger-ui-bundle.js');
    expect(visited.length).toBeLessThanOrEqual(2);
    // The query the visitor came with is kept.
    expect(visited.at(-1)).toContain(start.split('?')[1] ?? '');
  });
});
