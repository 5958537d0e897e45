import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fakeWebBuild } from './helpers/web-build';

const scriptJson = (html: string, id: string) => {
  const match = html.match(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`));
  return match ? JSON.parse(match[1]!) : undefined;
};

let t: TestApp;

describe.skipIf(skipDatabaseSuite)('the web app page', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves signed-out visitors the page with the runtime config only, cacheable after revalidation', async () => {
    const reply = await new Agent(t.app).get('/');
    expect(reply.status).toBe(200);
    const html = String(reply.raw.body);
    expect(scriptJson(html, 'kinora-config')).toMatchObject({ catalogue: 'demo', apiServers: ['', ''] });
    expect(html).not.toContain('kinora-session');
    expect(html).not.toContain('modulepreload');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('answers the session check inside a signed-in page and preloads the app, never to be stored', async () => {
    const { agent, user } = await signedInAgent(t.app, 'pageviewer');
    const reply = await agent.get('/search');
    const html = String(reply.raw.body);
    expect(scriptJson(html, 'kinora-session')).toEqual({
      user: expect.objectContaining({ id: user.id, email: user.email }),
    });
    // Listed for the entry to add once the first screen is in: inside a template, where the browser fetches
    // nothing, so the first screen's pictures have the network first. Low priority even then.
    const later = html.match(/<template id="kinora-after-first-screen">(.*?)<\/template>/)?.[1] ?? '';
    expect(later).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app.js">',
    );
    expect(later).toContain('href="/assets/vendor.js"');
    expect(html.replace(later, '')).not.toContain('modulepreload');
    expect(html).not.toContain('href="/assets/react.js"');
    expect(html).not.toContain('assets/home.js');
    expect(html).not.toContain('kinora-prefetch');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(JSON.stringify(scriptJson(html, 'kinora-session'))).not.toMatch(/argon2|password/i);
  });

  it("sends the home page's first answers and pictures with the page, gzipped when accepted", async () => {
    const { agent } = await signedInAgent(t.app, 'homeviewer');
    const reply = await agent.get('/', { 'accept-encoding': 'gzip, br' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(reply.raw.rawPayload).toString();
    const prefetched = scriptJson(html, 'kinora-prefetch') as Array<{
      path: string;
      input: unknown;
      data: any;
    }>;
    expect(prefetched.map((q) => [q.path, q.input])).toEqual([
      ['catalogue.trending', { media: 'movie' }],
      ['catalogue.category', { media: 'movie', category: 'now_playing' }],
      ['history.continueWatching', undefined],
      ['catalogue.picks', undefined],
    ]);
    const trending = (await agent.query('catalogue.trending', { media: 'movie' })).data;
    expect(prefetched[0]!.data).toEqual(trending);
    expect(prefetched[2]!.data).toEqual([]);
    expect(html).toContain('assets/home.js');
    expect(html.match(/<link rel="preload" as="image"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/img\/original\/demo\//);
    // A phone shows three of the first row's posters: the rest are preloaded on wider screens only.
    const posters = [...html.matchAll(/<link rel="preload" as="image"[^>]*href="\/img\/w500\/[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(posters.filter((tag) => !tag.includes('media='))).toHaveLength(3);
    expect(posters.filter((tag) => tag.includes('media="(min-width: 640px)"'))).toHaveLength(2);
    expect(posters.filter((tag) => tag.includes('media="(min-width: 1024px)"'))).toHaveLength(1);
  });

  it("sends the viewer's own Continue watching and picks rows with the page, as their queries answer them", async () => {
    const { agent } = await signedInAgent(t.app, 'returning');
    const movie = (await agent.query('catalogue.trending', { media: 'movie' })).data.results[0];
    await agent.mutate('history.recordWatch', { type: 'movie', id: movie.id });
    const html = String((await agent.get('/')).raw.body);
    const prefetched = scriptJson(html, 'kinora-prefetch') as Array<{ path: string; data: unknown }>;
    const embedded = (path: string) => prefetched.find((q) => q.path === path)?.data;

    const row = (await agent.query('history.continueWatching')).data;
    expect(row).toEqual([expect.objectContaining({ type: 'movie', id: movie.id })]);
    expect(embedded('history.continueWatching')).toEqual(row);
    expect(embedded('catalogue.picks')).toEqual((await agent.query('catalogue.picks')).data);
  });

  it("sends a title page's details with the page, under the key its query uses, and preloads its hero picture", async () => {
    const { agent } = await signedInAgent(t.app, 'titleviewer');
    for (const [route, media] of [
      ['/movie', 'movie'],
      ['/tv/details', 'tv'],
    ] as const) {
      const id = (await agent.query('catalogue.trending', { media })).data.results[0].id;
      const html = String((await agent.get(`${route}?id=${id}&name=From%20the%20link`)).raw.body);
      const details = (await agent.query('catalogue.details', { media, id })).data;
      // Only what the first screen reads: not the credits or similar titles below it.
      expect(scriptJson(html, 'kinora-prefetch')).toEqual([
        { path: 'catalogue.details', input: { media, id }, data: details },
      ]);
      const hero = details.backdrop_path ?? details.poster_path;
      expect(html).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="/img/original${hero}">`,
      );
    }
  });

  it('sends a title page without details, as before, when its id is not a number or names no title', async () => {
    const { agent } = await signedInAgent(t.app, 'badlink');
    for (const address of [
      '/movie?id=abc&name=x',
      '/movie?id=1e3',
      '/tv/details',
      '/movie?id=999999999&name=x',
    ]) {
      const reply = await agent.get(address);
      expect(reply.status, address).toBe(200);
      const html = String(reply.raw.body);
      expect(html, address).not.toContain('kinora-prefetch');
      expect(html, address).not.toContain('rel="preload" as="image"');
      expect(scriptJson(html, 'kinora-session')).toBeDefined();
    }
    // The page's own query gives the not-found the page shows.
    expect((await agent.query('catalogue.details', { media: 'movie', id: 999999999 })).status).toBe(404);
  });

  it('escapes embedded data so it cannot close its script element', async () => {
    const { agent } = await signedInAgent(t.app, 'escaper');
    const html = String((await agent.get('/search')).raw.body);
    const session = html.match(/<script id="kinora-session" type="application\/json">(.*?)<\/script>/)![1]!;
    expect(session).not.toContain('<');
  });
});
