import type { CatalogueItem } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../src/db/schema';
import { answerChat } from '../src/services/chat';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { type Picked, pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let loved: Picked;
let watched: Picked;
/** One of the loved title's own recommendations, which the viewers below rate 1 star. */
let disliked: CatalogueItem;
/** The disliked title's recommendations that neither the loved nor the watched title recommends. */
let onlyLikeDisliked: Set<number>;

type Picks = {
  becauseYouWatched: {
    title: string;
    reason: string;
    type: string;
    id: number;
    items: CatalogueItem[];
  } | null;
  moreLikeYourList: CatalogueItem[];
};

const rate = (profileId: string, title: { id: number; title?: string; name?: string }, halfStars: number) =>
  t.app.deps.db.insert(ratings).values({
    profileId,
    mediaType: 'movie',
    tmdbId: title.id,
    halfStars,
    title: title.title ?? title.name ?? 'A title',
  });
const picksOf = async (agent: Agent) => (await agent.query('catalogue.picks')).data as Picks;
const idsOf = (items: readonly { id: number }[]) => items.map((i) => i.id);

describe.skipIf(skipDatabaseSuite)("the viewer's ratings in the picks and the built-in chat", () => {
  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = t.app.deps.catalogue;
    [loved, watched] = (await pickTitles(catalogue, 'movie', [18, 35, 28, 878], 2)) as [Picked, Picked];
    const lovedRecs = (await catalogue.recommendations('movie', loved.id)).results;
    const watchedRecs = (await catalogue.recommendations('movie', watched.id)).results;
    disliked = lovedRecs.find((r) => r.poster_path && !r.adult && r.id !== watched.id)!;
    const dislikedRecs = (await catalogue.recommendations('movie', disliked.id)).results;
    const elsewhere = new Set(idsOf([...lovedRecs, ...watchedRecs]));
    onlyLikeDisliked = new Set(idsOf(dislikedRecs).filter((id) => !elsewhere.has(id)));
    expect(onlyLikeDisliked.size).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("picks from a loved title first ('Because you loved'), and never offers a disliked one", async () => {
    const { agent, user } = await signedInAgent(t.app);
    await agent.mutate('history.recordWatch', { type: 'movie', id: watched.id });
    await rate(user.id, loved, 9);
    await rate(user.id, disliked, 2);

    const picks = await picksOf(agent);
    expect(picks.becauseYouWatched).toMatchObject({
      id: loved.id,
      type: 'movie',
      title: loved.title,
      reason: 'loved',
    });
    const because = idsOf(picks.becauseYouWatched!.items);
    expect(because.length).toBeGreaterThan(0);
    expect(because).not.toContain(disliked.id);
    expect(because).not.toContain(loved.id);
    expect((await agent.get('/api/v1/user/picks')).body.picks).toEqual(picks);
  });

  it('never names a disliked title as the reason, even the last one watched, nor pushes what only it recommends', async () => {
    const { agent, user } = await signedInAgent(t.app);
    await agent.mutate('history.recordWatch', { type: 'movie', id: watched.id });
    await agent.mutate('history.recordWatch', { type: 'movie', id: disliked.id });
    await agent.mutate('watchlist.add', { type: 'movie', id: disliked.id });
    await rate(user.id, disliked, 1);

    const picks = await picksOf(agent);
    expect(picks.becauseYouWatched).toMatchObject({ id: watched.id, reason: 'watched' });
    const shown = [...idsOf(picks.becauseYouWatched!.items), ...idsOf(picks.moreLikeYourList)];
    expect(shown.filter((id) => onlyLikeDisliked.has(id))).toEqual([]);
    expect(picks.moreLikeYourList).toEqual([]);

    // Without the rating, the same viewer's picks come from the last title watched.
    const { agent: plain } = await signedInAgent(t.app);
    await plain.mutate('history.recordWatch', { type: 'movie', id: watched.id });
    await plain.mutate('history.recordWatch', { type: 'movie', id: disliked.id });
    expect((await picksOf(plain)).becauseYouWatched).toMatchObject({ id: disliked.id, reason: 'watched' });
  });

  it('answers "more like the ones I loved" from the loved titles, and leaves the disliked out', async () => {
    const { user } = await signedInAgent(t.app);
    await rate(user.id, loved, 8);
    await rate(user.id, disliked, 2);
    const ask = (query: string) => answerChat(t.app.deps, { userId: user.id, profileId: user.id, query });

    const answer = await ask('More like the ones I loved');
    expect(answer.nothingFound).toBeNull();
    expect(answer.introText).toContain(`Based on what you loved (${loved.title})`);
    const lovedRecs = new Set(idsOf((await t.app.deps.catalogue.recommendations('movie', loved.id)).results));
    const titles = idsOf(answer.titles);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((id) => lovedRecs.has(id))).toBe(true);
    expect(titles).not.toContain(disliked.id);
    expect(titles).not.toContain(loved.id);

    for (const query of ['something like my favourites, even if I have seen it', 'recommend me a movie']) {
      const other = await ask(query);
      expect(idsOf(other.titles), query).not.toContain(disliked.id);
      expect(other.introText, query).not.toContain(disliked.title ?? '');
    }
  });

  it('says so when nothing was rated 4 stars or more, and never builds on a disliked title', async () => {
    const { agent, user } = await signedInAgent(t.app);
    const ask = (query: string) => answerChat(t.app.deps, { userId: user.id, profileId: user.id, query });
    const none = await ask('movies I loved');
    expect(none.titles).toEqual([]);
    expect(none.nothingFound).toMatch(/haven't rated any movie 4 stars or more yet/);

    await agent.mutate('history.recordWatch', { type: 'movie', id: watched.id });
    await agent.mutate('history.recordWatch', { type: 'movie', id: disliked.id });
    await rate(user.id, disliked, 1);
    const answer = await ask('recommend me a movie');
    expect(answer.introText).toContain(`Based on what you watched lately (${watched.title})`);
    expect(answer.introText).not.toContain(disliked.title ?? '');
    expect(idsOf(answer.titles).filter((id) => onlyLikeDisliked.has(id) || id === disliked.id)).toEqual([]);
  });
});
