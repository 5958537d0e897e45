import { type CatalogueItem, MAX_SERVICES, type RegionOffers } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listServicesOfProfiles } from '../src/services/my-services/list-services-of-profiles';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

/** The demo's providers, as the catalogue lists them for a region (all of them in every region Kinora lists). */
async function regionList(region: string) {
  return (await t.app.deps.catalogue.regionProviders('movie', region)).map((p) => ({
    id: p.provider_id,
    name: p.provider_name,
    logo_path: p.logo_path,
  }));
}

const streamsOn = (offers: RegionOffers | undefined, providerId: number) =>
  [...(offers?.flatrate ?? []), ...((offers?.free as []) ?? []), ...((offers?.ads as []) ?? [])].some(
    (p: { provider_id: number }) => p.provider_id === providerId,
  );

async function usOffers(media: 'movie' | 'tv', id: number) {
  return (await t.app.deps.catalogue.watchProviders(media, id)).US;
}

describe.skipIf(skipDatabaseSuite)('my services on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the region's providers (the profile's, else the browser's, else US) and saves a choice", async () => {
    const { agent } = await signedInAgent(t.app);
    const fr = await agent.get('/api/v1/user/services?region=FR');
    const none = (await regionList('FR')).map((p) => ({ ...p, selected: false }));
    expect(fr.body).toEqual({ success: true, region: 'FR', content: none });
    expect((await agent.query('services.list', { region: 'FR' })).data).toEqual({
      region: 'FR',
      content: none,
    });
    expect((await agent.query('services.list')).data.region).toBe('US');

    const [a, b] = none;
    const saved = await agent.put('/api/v1/user/services', {
      providerIds: [b!.id, a!.id, b!.id],
      region: 'FR',
    });
    expect(saved.status).toBe(200);
    const selected = saved.body.content
      .filter((p: { selected: boolean }) => p.selected)
      .map((p: { id: number }) => p.id);
    expect(selected).toEqual([a!.id, b!.id]);
    expect((await agent.query('services.list', { region: 'FR' })).data).toEqual({
      region: 'FR',
      content: saved.body.content,
    });

    // The profile's own region wins over the browser's.
    await agent.post('/api/v1/user/region', { region: 'DE' });
    expect((await agent.get('/api/v1/user/services?region=FR')).body.region).toBe('DE');

    const cleared = await agent.mutate('services.update', { providerIds: [] });
    expect(cleared.data.content.some((p: { selected: boolean }) => p.selected)).toBe(false);
  });

  it('refuses ids the region does not offer, too many ids and bad bodies, saving nothing', async () => {
    const { agent } = await signedInAgent(t.app);
    const [first] = await regionList('US');
    await agent.put('/api/v1/user/services', { providerIds: [first!.id] });

    const unknown = await agent.put('/api/v1/user/services', { providerIds: [first!.id, 8] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, code: 'BAD_INPUT' });
    expect(unknown.body.message).toContain('not offered in your region (US): 8');
    const viaTrpc = await agent.mutate('services.update', { providerIds: [8] });
    expect(viaTrpc.error).toMatchObject({
      appCode: 'BAD_INPUT',
      message: unknown.body.message,
    });

    const many = Array.from({ length: MAX_SERVICES + 1 }, (_, i) => 9001 + i);
    const tooMany = await agent.put('/api/v1/user/services', { providerIds: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain(`at most ${MAX_SERVICES}`);
    for (const body of [{}, { providerIds: 'all' }, { providerIds: [-1] }, { providerIds: [], extra: 1 }]) {
      const reply = await agent.put('/api/v1/user/services', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('BAD_INPUT');
    }
    expect((await agent.get('/api/v1/user/services?region=XX')).status).toBe(400);

    const after = await agent.get('/api/v1/user/services');
    expect(
      after.body.content.filter((p: { selected: boolean }) => p.selected).map((p: { id: number }) => p.id),
    ).toEqual([first!.id]);
  });

  it("keeps each profile's choice apart, and reads many profiles' services in one call", async () => {
    const { agent, user } = await signedInAgent(t.app);
    const [a, b] = await regionList('US');
    await agent.put('/api/v1/user/services', { providerIds: [a!.id] });
    const sam = (await agent.mutate('profiles.create', { name: 'Sam', avatar: 'ocean' })).data;
    await agent.mutate('profiles.switch', { id: sam.id });
    const samList = await agent.get('/api/v1/user/services');
    expect(samList.body.content.some((p: { selected: boolean }) => p.selected)).toBe(false);
    await agent.post('/api/v1/user/region', { region: 'GB' });
    await agent.put('/api/v1/user/services', { providerIds: [b!.id] });
    await agent.mutate('profiles.switch', { id: user.id });
    const mainList = await agent.get('/api/v1/user/services');
    expect(
      mainList.body.content.filter((p: { selected: boolean }) => p.selected).map((p: { id: number }) => p.id),
    ).toEqual([a!.id]);

    const { agent: stranger, user: other } = await signedInAgent(t.app);
    const both = await listServicesOfProfiles(t.app.deps.db, [user.id, sam.id, other.id, user.id]);
    expect(Object.fromEntries(both)).toEqual({
      [user.id]: { region: 'US', providerIds: [a!.id] },
      [sam.id]: { region: 'GB', providerIds: [b!.id] },
      [other.id]: { region: 'US', providerIds: [] },
    });
    expect((await listServicesOfProfiles(t.app.deps.db, [])).size).toBe(0);
    expect(
      (await stranger.get('/api/v1/user/services')).body.content.some(
        (p: { selected: boolean }) => p.selected,
      ),
    ).toBe(false);
  });

  it('lets the last of parallel saves win whole, never a mix and never a 500', async () => {
    const { agent } = await signedInAgent(t.app);
    const [a, b, c] = await regionList('US');
    const choices = [[a!.id], [b!.id, c!.id], [a!.id, c!.id], [b!.id]];
    const replies = await Promise.all(
      choices
        .flatMap((providerIds) => [providerIds, providerIds])
        .map((providerIds) => agent.put('/api/v1/user/services', { providerIds })),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const kept = (await agent.get('/api/v1/user/services')).body.content
      .filter((p: { selected: boolean }) => p.selected)
      .map((p: { id: number }) => p.id);
    expect(choices.map((ids) => [...ids].sort((x, y) => x - y))).toContainEqual(kept);
  });

  describe('on my services', () => {
    let agent: Agent;
    let titles: CatalogueItem[];
    let mine: number;

    beforeAll(async () => {
      ({ agent } = await signedInAgent(t.app));
      await agent.post('/api/v1/user/region', { region: 'US' });
      titles = (await t.app.deps.catalogue.trending('movie')).results.filter((m) => !m.adult).slice(0, 12);
      // A service some of these titles stream on and others do not, so the filter has something to leave out.
      const counts = new Map<number, number>();
      for (const title of titles) {
        for (const p of (await usOffers('movie', title.id))?.flatrate ?? []) {
          counts.set(p.provider_id, (counts.get(p.provider_id) ?? 0) + 1);
        }
      }
      mine = [...counts].find(([, n]) => n > 0 && n < titles.length)![0];
      for (const title of titles) await agent.mutate('watchlist.add', { type: 'movie', id: title.id });
    });

    it('keeps nothing for a profile without services, then the watch-later titles streaming on them', async () => {
      expect((await agent.get('/api/v1/movies/getWatchlist?onMyServices=true')).body.content).toEqual([]);
      await agent.put('/api/v1/user/services', { providerIds: [mine] });

      const expected: number[] = [];
      for (const title of titles)
        if (streamsOn(await usOffers('movie', title.id), mine)) expected.push(title.id);
      const rest = await agent.get('/api/v1/movies/getWatchlist?onMyServices=true');
      const ids = rest.body.content.map((item: { id: number }) => item.id);
      expect([...ids].sort()).toEqual([...expected].sort());
      expect(ids.length).toBeLessThan(titles.length);
      expect((await agent.query('watchlist.list', { onMyServices: true })).data).toEqual(rest.body.content);
      expect((await agent.get('/api/v1/movies/getWatchlist?onMyServices=false')).body.content).toHaveLength(
        titles.length,
      );
      expect((await agent.query('watchlist.list')).data).toHaveLength(titles.length);
      expect((await agent.get('/api/v1/movies/getWatchlist?onMyServices=yes')).status).toBe(400);
    });

    it('filters one of your own lists the same way on both doors, keeping its count', async () => {
      await agent.put('/api/v1/user/services', { providerIds: [mine] });
      const list = (await agent.mutate('lists.create', { name: 'Weekend' })).data;
      for (const title of titles) {
        await agent.mutate('lists.addItem', { listId: list.id, media_type: 'movie', id: title.id });
      }
      const expected: number[] = [];
      for (const title of titles)
        if (streamsOn(await usOffers('movie', title.id), mine)) expected.push(title.id);
      const filtered = (await agent.query('lists.get', { id: list.id, onMyServices: true })).data;
      expect(filtered.items.map((item: { id: number }) => item.id).sort()).toEqual([...expected].sort());
      expect(filtered.itemCount).toBe(titles.length);
      const rest = await agent.get(`/api/v1/user/lists/${list.id}?onMyServices=true`);
      expect(rest.body.list).toEqual(filtered);
      expect((await agent.query('lists.get', { id: list.id })).data.items).toHaveLength(titles.length);
    });

    it('filters a title search the same way on both doors, and marks the offers in Where to watch', async () => {
      // A query and a service that split its results: some stream on the service, some do not.
      let word = '';
      let service = 0;
      let all: CatalogueItem[] = [];
      const words = titles.flatMap((title) => (title.title ?? '').split(' ').filter((w) => w.length >= 3));
      for (const candidate of words) {
        if (service) break;
        const results = (await agent.query('catalogue.search', { type: 'movie', query: candidate })).data
          .results as CatalogueItem[];
        const offers = await Promise.all(results.map((item) => usOffers('movie', item.id)));
        for (const p of offers.flatMap((o) => o?.flatrate ?? [])) {
          const on = offers.filter((o) => streamsOn(o, p.provider_id)).length;
          if (on > 0 && on < results.length) [word, service, all] = [candidate, p.provider_id, results];
        }
      }
      expect(service).toBeGreaterThan(0);
      await agent.put('/api/v1/user/services', { providerIds: [service] });
      const expected: number[] = [];
      for (const item of all)
        if (streamsOn(await usOffers('movie', item.id), service)) expected.push(item.id);

      const filtered = await agent.query('catalogue.search', {
        type: 'movie',
        query: word,
        onMyServices: true,
      });
      expect(filtered.data.results.map((r: CatalogueItem) => r.id)).toEqual(expected);
      const rest = await agent.get(`/api/v1/search/movie/${encodeURIComponent(word)}?onMyServices=true`);
      expect(rest.body.content).toEqual(filtered.data.results);

      await agent.put('/api/v1/user/services', { providerIds: [mine] });
      let onIt: CatalogueItem | undefined;
      for (const title of titles)
        if (!onIt && streamsOn(await usOffers('movie', title.id), mine)) onIt = title;
      const answer = (await agent.query('catalogue.watchProviders', { media: 'movie', id: onIt!.id })).data;
      expect(answer.stream[0]).toMatchObject({ provider_id: mine, mine: true });
      expect(answer.stream.filter((p: { mine?: boolean }) => p.mine)).toHaveLength(1);
      expect(answer.stream.length + answer.rent.length + answer.buy.length).toBeGreaterThan(1);
      const legacy = await agent.get(`/api/v1/movies/providers/${onIt!.id}`);
      expect(legacy.body.content).toEqual(answer);
    });
  });
});
