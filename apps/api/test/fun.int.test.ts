import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const ADULT_LINK = { title: 'Example cams', description: 'Adults only', url: 'https://adult.example/cams' };

describe.skipIf(skipDatabaseSuite)('the Fun section and the adult-content preference', () => {
  let defaults: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kinora-fun-')), 'fun.json');
    writeFileSync(
      file,
      JSON.stringify({
        games: [{ title: 'Embedded', url: 'https://games.example/play', open: 'embed' }],
        adult: [ADULT_LINK],
      }),
    );
    // One after the other: two embedded databases starting at once on a busy machine can miss the plugin timeout.
    defaults = await createTestApp();
    configured = await createTestApp({ FUN_LINKS_FILE: file });
  });
  afterAll(async () => {
    await defaults?.close();
    await configured?.close();
  });

  it('serves safe default links in four sections, https only, and never the adult list with them', async () => {
    const { agent } = await signedInAgent(defaults.app, 'funfan');
    const links = (await agent.query('fun.links')).data as Record<
      string,
      Array<{ url: string; open: string }>
    >;
    expect(Object.keys(links).sort()).toEqual(['documentaries', 'games', 'live', 'news']);
    for (const list of Object.values(links)) {
      expect(list.length).toBeGreaterThan(0);
      for (const link of list) expect(link.url).toMatch(/^https:\/\//);
    }
    // Embedded games may be framed by our pages; nothing else is added to the policy.
    const csp = (await agent.get('/watchlist')).headers['content-security-policy'] as string;
    const embedded = links.games!.filter((link) => link.open === 'embed');
    expect(embedded.length).toBeGreaterThan(0);
    for (const link of embedded)
      expect(csp).toMatch(new RegExp(`frame-src [^;]*${new URL(link.url).origin}`));
  });

  it('gives adult links only to a viewer who turned adult content on, on either door', async () => {
    const { agent } = await signedInAgent(configured.app, 'grownup');
    expect((await agent.query('fun.adultLinks')).data).toEqual({ enabled: false, links: [] });
    expect((await agent.get('/api/v1/user/getadultPreference')).body).toEqual({ success: true, pref: false });

    const on = await agent.post('/api/v1/user/adultContent', { preference: true });
    expect(on.body).toEqual({ success: true, message: 'Adult content turned on', pref: true });
    expect((await agent.get('/api/v1/user/getadultPreference')).body.pref).toBe(true);
    expect((await agent.query('fun.adultLinks')).data).toEqual({
      enabled: true,
      links: [{ ...ADULT_LINK, open: 'link' }],
    });
    expect((await agent.get('/api/v1/auth/authcheck')).body.user.adultContent).toBe(true);

    const off = await agent.mutate('account.setAdultContent', { preference: false });
    expect(off.data).toEqual({ pref: false, message: 'Adult content turned off' });
    expect((await agent.query('fun.adultLinks')).data).toEqual({ enabled: false, links: [] });
  });

  it('refuses a preference that is not true or false, and changes nothing', async () => {
    const { agent } = await signedInAgent(configured.app, 'vague');
    for (const body of [{ preference: 'yes' }, {}, { preference: 1 }]) {
      const reply = await agent.post('/api/v1/user/adultContent', body);
      expect([body, reply.status, reply.body.message]).toEqual([
        body,
        400,
        'preference must be true or false',
      ]);
    }
    expect((await agent.get('/api/v1/user/getadultPreference')).body.pref).toBe(false);
  });

  it('stops the start with one line naming the problem in a bad links file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kinora-fun-')), 'fun.json');
    writeFileSync(file, JSON.stringify({ news: [{ title: 'Plain', url: 'http://news.example' }] }));
    await expect(createTestApp({ FUN_LINKS_FILE: file })).rejects.toThrow(
      'FUN_LINKS_FILE: news.0.url: url must be an https address',
    );
  });
});
