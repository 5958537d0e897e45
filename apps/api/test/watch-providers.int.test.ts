import { WATCH_REGIONS } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { type Picked, pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movie: Picked;

describe.skipIf(skipDatabaseSuite)('where to watch on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp();
    [movie] = (await pickTitles(t.app.deps.catalogue, 'movie', [18, 35], 1)) as [Picked];
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the browser's region until the viewer chooses one in their settings, then that one", async () => {
    const { agent } = await signedInAgent(t.app);
    const all = await t.app.deps.catalogue.watchProviders('movie', movie.id);
    const [first, second] = WATCH_REGIONS.filter((region) => all[region]);
    const expectFor = (region: string) => ({
      region,
      link: null,
      stream: all[region]?.flatrate ?? [],
      rent: all[region]?.rent ?? [],
      buy: all[region]?.buy ?? [],
    });

    const fromBrowser = await agent.query('catalogue.watchProviders', {
      media: 'movie',
      id: movie.id,
      region: first,
    });
    expect(fromBrowser.data).toEqual(expectFor(first!));
    expect((await agent.query('account.region')).data).toEqual({ region: null });

    const chosen = await agent.post('/api/v1/user/region', { region: second });
    expect(chosen.body).toEqual({
      success: true,
      region: second,
      message: `Where to watch now shows offers in ${second}`,
    });
    const rest = await agent.get(`/api/v1/movies/providers/${movie.id}?region=${first}`);
    expect(rest.body).toEqual({ success: true, content: expectFor(second!) });
    expect((await agent.get('/api/v1/user/region')).body).toEqual({ success: true, region: second });

    await agent.mutate('account.setRegion', { region: null });
    const fallback = await agent.query('catalogue.watchProviders', { media: 'movie', id: movie.id });
    expect(fallback.data.region).toBe('US');
  });

  it('refuses a region it does not list, and an unknown title, with a 4xx', async () => {
    const { agent } = await signedInAgent(t.app);
    const bad = await agent.post('/api/v1/user/region', { region: 'XX' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('region must be a two-letter country code');
    expect((await agent.get(`/api/v1/movies/providers/${movie.id}?region=usa`)).status).toBe(400);
    expect((await agent.get('/api/v1/movies/providers/1')).status).toBe(404);
  });
});
