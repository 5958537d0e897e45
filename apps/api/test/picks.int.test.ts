import type { CatalogueItem } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { type Picked, pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movies: Picked[];

type Picks = {
  becauseYouWatched: { title: string; type: string; id: number; items: CatalogueItem[] } | null;
  moreLikeYourList: CatalogueItem[];
};

describe.skipIf(skipDatabaseSuite)('picks for you on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp();
    movies = await pickTitles(t.app.deps.catalogue, 'movie', [18, 35, 28, 878], 4);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is empty for a new account, never an error', async () => {
    const { agent } = await signedInAgent(t.app);
    expect((await agent.query('catalogue.picks')).data).toEqual({
      becauseYouWatched: null,
      moreLikeYourList: [],
    });
    expect((await agent.get('/api/v1/user/picks')).body).toEqual({
      success: true,
      picks: { becauseYouWatched: null, moreLikeYourList: [] },
    });
  });

  it('recommends from the last title watched and from the list, leaving out what was watched or listed', async () => {
    const { agent } = await signedInAgent(t.app);
    const [first, last, listedA, listedB] = movies as [Picked, Picked, Picked, Picked];
    const recommended = (await t.app.deps.catalogue.recommendations('movie', last.id)).results;
    // Watch one of the last title's own recommendations first: it must not come back as a pick.
    const alreadySeen = recommended[0]!;
    await agent.mutate('history.recordWatch', { type: 'movie', id: alreadySeen.id });
    await agent.mutate('history.recordWatch', { type: 'movie', id: first.id });
    await agent.mutate('history.recordWatch', { type: 'movie', id: last.id });
    await agent.mutate('watchlist.add', { type: 'movie', id: listedA.id });
    await agent.mutate('watchlist.add', { type: 'movie', id: listedB.id });

    const picks = (await agent.query('catalogue.picks')).data as Picks;
    expect(picks.becauseYouWatched).toMatchObject({ title: last.title, type: 'movie', id: last.id });
    const because = picks.becauseYouWatched!.items;
    expect(because.length).toBeGreaterThan(0);
    expect(because.map((i) => i.id)).toEqual(
      recommended
        .filter((r) => (r.poster_path || r.backdrop_path) && !r.adult)
        .map((r) => r.id)
        .filter((id) => ![alreadySeen.id, first.id, last.id, listedA.id, listedB.id].includes(id))
        .slice(0, 20),
    );
    expect(because.every((i) => i.media_type === 'movie')).toBe(true);

    const watchedOrListed = new Set([alreadySeen.id, first.id, last.id, listedA.id, listedB.id]);
    expect(picks.moreLikeYourList.length).toBeGreaterThan(0);
    expect(picks.moreLikeYourList.some((i) => watchedOrListed.has(i.id))).toBe(false);
    const fromList = new Set(
      [
        ...(await t.app.deps.catalogue.recommendations('movie', listedA.id)).results,
        ...(await t.app.deps.catalogue.recommendations('movie', listedB.id)).results,
      ].map((r) => r.id),
    );
    expect(picks.moreLikeYourList.every((i) => fromList.has(i.id))).toBe(true);
    expect((await agent.get('/api/v1/user/picks')).body.picks).toEqual(picks);
  });
});
