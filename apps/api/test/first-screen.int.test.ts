import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntryOf } from '../src/plugins/first-screen';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fakeWebBuild } from './helpers/web-build';

const SPLASH = '<div role="status" aria-label="Loading Kinora">splash</div>';

/**
 * A stand-in for the web build's server entry (apps/web/src/entry-server.tsx, whose own tests check its markup):
 * it shows what it was asked to render with, so these tests see what the API hands it. `/broken` throws, as a
 * page whose render fails would. Each render is counted on globalThis, where the test can read it.
 */
const FAKE_SERVER_ENTRY = `
const LANDING = { en: 'Find something to watch', fr: 'Trouvez quoi regarder' };
export function renderFirstScreen({ pathname, search, locale, user, prefetched }) {
  globalThis.kinoraFirstScreenRenders = (globalThis.kinoraFirstScreenRenders ?? 0) + 1;
  if (pathname === '/broken') throw new Error('this page cannot render on the server');
  if (!user && pathname === '/') return '<p class="landing">' + LANDING[locale] + '</p>';
  if (!user) return '<!--$--><!--/$-->';
  const hero = prefetched.find((q) => q.path === 'catalogue.trending')?.data?.results?.[0]?.title ?? 'no hero';
  return '<h1>' + hero + '</h1><p>' + pathname + search + ' for ' + user.email + '</p><p>$& $1</p>';
}
`;

function webBuildWithServerEntry(): string {
  const dist = fakeWebBuild();
  writeFileSync(
    `${dist}/index.html`,
    `<!doctype html><html><head><!--kinora-config--></head><body><div id="root">${SPLASH}</div><script type="module" src="/assets/index.js"></script></body></html>`,
  );
  const entry = serverEntryOf(dist);
  mkdirSync(entry.replace(/[\\/]entry-server\.js$/, ''), { recursive: true });
  writeFileSync(entry, FAKE_SERVER_ENTRY);
  return dist;
}

const rendersSoFar = () =>
  (globalThis as { kinoraFirstScreenRenders?: number }).kinoraFirstScreenRenders ?? 0;
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="module"'));

let t: TestApp;

describe.skipIf(skipDatabaseSuite)("the page's first screen, rendered by the server", () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webBuildWithServerEntry() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("puts the landing in the visitor's language as #root's content, the root inert until live, in place of the splash", async () => {
    const reply = await new Agent(t.app).get('/', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(reply.status).toBe(200);
    expect(rootOf(String(reply.raw.body))).toBe(
      '<div id="root" data-server-screen inert aria-hidden="true"><p class="landing">Trouvez quoi regarder</p></div>',
    );
  });

  it("keeps the splash in the offline worker's copy of the page, fetched from script, not opened", async () => {
    const shell = await new Agent(t.app).get('/', { 'accept-language': 'fr', 'sec-fetch-mode': 'cors' });
    expect(rootOf(String(shell.raw.body))).toBe(`<div id="root">${SPLASH}</div>`);
    const opened = await new Agent(t.app).get('/', { 'accept-language': 'fr', 'sec-fetch-mode': 'navigate' });
    expect(rootOf(String(opened.raw.body))).toContain('Trouvez quoi regarder');
  });

  it('renders a signed-out address once per language, not on every visit', async () => {
    const before = rendersSoFar();
    for (let visit = 0; visit < 3; visit += 1) {
      const html = String((await new Agent(t.app).get('/', { 'accept-language': 'en' })).raw.body);
      expect(rootOf(html)).toContain('Find something to watch');
    }
    expect(rendersSoFar() - before).toBe(1);
  });

  it("renders the signed-in home with its embedded answers: the hero's title is in the page", async () => {
    const { agent, user } = await signedInAgent(t.app, 'firstscreen');
    const hero = (await agent.query('catalogue.trending', { media: 'movie' })).data.results[0];
    const html = String((await agent.get('/?from=test')).raw.body);
    const root = rootOf(html);
    expect(root).toContain(
      `<div id="root" data-server-screen inert aria-hidden="true"><h1>${hero.title}</h1>`,
    );
    expect(root).toContain(`/?from=test for ${user.email}`);
    // Markup is inserted as it is: `$&` is not a replacement pattern.
    expect(root).toContain('<p>$& $1</p>');
    expect(root).not.toContain(SPLASH);
  });

  it('keeps the splash, with a 200, when the render fails or shows nothing', async () => {
    const { agent } = await signedInAgent(t.app, 'brokenscreen');
    const broken = await agent.get('/broken');
    expect(broken.status).toBe(200);
    expect(rootOf(String(broken.raw.body))).toBe(`<div id="root">${SPLASH}</div>`);
    // A signed-out visitor on a signed-in page is sent home by the app: nothing to show before that.
    const redirected = await new Agent(t.app).get('/search');
    expect(redirected.status).toBe(200);
    expect(rootOf(String(redirected.raw.body))).toBe(`<div id="root">${SPLASH}</div>`);
  });
});
