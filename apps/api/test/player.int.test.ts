import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/lib/html';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

describe.skipIf(skipDatabaseSuite)('configured player sources', () => {
  let withSources: TestApp;
  beforeAll(async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kinora-sources-')), 'sources.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          name: 'Example',
          description: 'Operator source',
          flags: ['Brave recommended'],
          movieUrl: 'https://player.example/embed/movie/{id}',
          tvUrl: 'https://player.example/embed/tv/{id}/{season}/{episode}',
        },
      ]),
    );
    withSources = await createTestApp({ PLAYER_SOURCES_FILE: file });
  });
  afterAll(async () => {
    await withSources?.close();
  });

  it('lists them to signed-in viewers and lets the page frame their host', async () => {
    const agent = await new Agent(withSources.app).prime();
    expect((await agent.query('player.sources')).status).toBe(401);
    await agent.post('/api/v1/auth/signup', {
      email: 'p@example.com',
      username: 'playerfan',
      password: 'long enough pass',
    });
    const sources = (await agent.query('player.sources')).data;
    expect(sources).toEqual([expect.objectContaining({ name: 'Example', flags: ['Brave recommended'] })]);
    const csp = (await agent.get('/watchlist')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.example/);
    // The player asks the host whether it answers before trusting the frame.
    expect(csp).toMatch(/connect-src [^;]*https:\/\/player\.example/);
  });
});

describe.skipIf(skipDatabaseSuite)("Kinora's own title preview", () => {
  let t: TestApp;
  let agent: Agent;
  let movie: { id: number; title: string };
  let show: { id: number; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    ({ agent } = await signedInAgent(t.app, 'previewer'));
    movie = (await agent.get('/api/v1/movies/trending')).body.content.find(
      (m: { backdrop_path?: string }) => m.backdrop_path,
    );
    show = (await agent.get('/api/v1/tv/trending')).body.content[0];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a script-free page of the title that only our own pages may frame', async () => {
    const reply = await agent.get(`/preview/movie/${movie.id}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = reply.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    const html = reply.body as string;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<h1>${escapeHtml(movie.title)}</h1>`);
    expect(html).toMatch(/background-image:url\('\/img\/original\/[^']+'\)/);
    expect(html).toMatch(/@keyframes/);
  });

  it('names the episode it introduces', async () => {
    const reply = await agent.get(`/preview/tv/${show.id}?season=1&episode=2`);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('Season 1 · Episode 2');
    expect(reply.body).toContain(`<h1>${escapeHtml(show.name)}</h1>`);
  });

  it('refuses strangers and bad addresses with a clear message, and answers 404 for unknown titles', async () => {
    expect((await new Agent(t.app).get(`/preview/movie/${movie.id}`)).status).toBe(401);
    const cases: Array<[string, number, string]> = [
      ['/preview/film/1', 400, "type must be 'movie' or 'tv'"],
      ['/preview/movie/abc', 400, 'id must be a number'],
      [`/preview/tv/${show.id}?season=1`, 400, 'Give both season and episode, or neither'],
      [`/preview/movie/${movie.id}?season=1&episode=1`, 400, 'Only a show has episodes'],
      [`/preview/movie/${movie.id}?autoplay=1`, 400, 'Unknown field: autoplay'],
    ];
    for (const [url, status, message] of cases) {
      const reply = await agent.get(url);
      expect([url, reply.status, reply.body.message]).toEqual([url, status, message]);
    }
    expect((await agent.get('/preview/movie/2147483000')).status).toBe(404);
  });
});
