import type { MediaType } from '@kinora/domain';
import { type Catalogue, createDemoCatalogue } from '@kinora/tmdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchHistory, watchlistItems } from '../src/db/schema';
import { listFollowedTitles } from '../src/services/shared/followed-titles';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
const TODAY = NOW.toISOString().slice(0, 10);

/** The demo catalogue, counting what is read of it (no cache in between: every call is a read). */
function countingCatalogue() {
  const demo = createDemoCatalogue({ now: () => NOW.getTime() });
  const reads = new Map<string, number>();
  const count = (key: string) => reads.set(key, (reads.get(key) ?? 0) + 1);
  const catalogue: Catalogue = Object.create(demo);
  catalogue.details = (media: MediaType, id: number) => {
    count(`details:${media}:${id}`);
    return demo.details(media, id);
  };
  catalogue.season = (id: number, season: number) => {
    count(`season:${id}:${season}`);
    return demo.season(id, season);
  };
  return { catalogue, reads };
}

let t: TestApp;
let counted: ReturnType<typeof countingCatalogue>;

describe.skipIf(skipDatabaseSuite)('what a profile follows (calendar and alerts)', () => {
  beforeAll(async () => {
    counted = countingCatalogue();
    t = await createTestApp({}, { now: () => NOW, catalogue: counted.catalogue });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists shows on watch-later or in history and movies on watch-later, once each, for many profiles', async () => {
    const { user: ana, agent } = await signedInAgent(t.app, 'follow');
    const { user: ben } = await signedInAgent(t.app, 'follow');
    const { user: idle } = await signedInAgent(t.app, 'follow');
    const row = (profileId: string, mediaType: MediaType, tmdbId: number, extra: object = {}) => ({
      profileId,
      mediaType,
      tmdbId,
      title: `${mediaType} ${tmdbId}`,
      image: `/${mediaType}-${tmdbId}.jpg`,
      ...extra,
    });
    await t.app.deps.db.insert(watchlistItems).values([
      // An episode saved first, then the whole show: the show's own row speaks for it.
      row(ana.id, 'tv', 10, { season: 1, episode: 2, image: '/still.jpg' }),
      row(ana.id, 'tv', 10),
      row(ana.id, 'movie', 20),
      row(ben.id, 'movie', 20),
    ]);
    await t.app.deps.db.insert(watchHistory).values([
      row(ana.id, 'tv', 10, { season: 1, episode: 1 }),
      // The two of show 11 at set times (NOW is noon of the test's day: the database's clock would put an
      // unset one after it every afternoon).
      row(ana.id, 'tv', 11, { season: 2, episode: 3, image: '/still-11.jpg', watchedAt: NOW }),
      row(ana.id, 'tv', 11, {
        season: 2,
        episode: 4,
        image: '/still-11b.jpg',
        watchedAt: new Date(NOW.getTime() + 1),
      }),
      // A movie watched is over: not followed.
      row(ana.id, 'movie', 30),
    ]);
    // A custom list is a collection, not a follow.
    const list = await agent.post('/api/v1/user/lists', { name: 'Someday' });
    const tvId = (await t.app.deps.catalogue.tvList('popular')).results[0]!.id;
    const listed = await agent.post(`/api/v1/user/lists/${list.body.list.id}/items`, {
      media_type: 'tv',
      id: tvId,
    });
    expect(listed.status).toBe(200);

    const followed = await listFollowedTitles(t.app.deps.db, [ana.id, ben.id, idle.id, ana.id]);
    const sorted = (titles = followed.get(ana.id) ?? []) =>
      [...titles].sort((a, b) => a.mediaType.localeCompare(b.mediaType) || a.tmdbId - b.tmdbId);
    expect(sorted()).toEqual([
      { mediaType: 'movie', tmdbId: 20, title: 'movie 20', image: '/movie-20.jpg' },
      { mediaType: 'tv', tmdbId: 10, title: 'tv 10', image: '/tv-10.jpg' },
      // Only episodes: the latest one watched.
      { mediaType: 'tv', tmdbId: 11, title: 'tv 11', image: '/still-11b.jpg' },
    ]);
    expect(followed.get(ben.id)).toEqual([
      { mediaType: 'movie', tmdbId: 20, title: 'movie 20', image: '/movie-20.jpg' },
    ]);
    expect(followed.has(idle.id)).toBe(false);
    expect((await listFollowedTitles(t.app.deps.db, [])).size).toBe(0);
  });

  it('reads a followed show once per calendar request, however many of its episodes are listed', async () => {
    const { agent } = await signedInAgent(t.app, 'followreads');
    const show = (await t.app.deps.catalogue.tvList('on_the_air')).results[0]!;
    await agent.mutate('watchlist.add', { type: 'tv', id: show.id });
    for (const episode of [1, 2]) {
      await agent.mutate('watchlist.add', { type: 'tv', id: show.id, season: 1, episode });
    }
    counted.reads.clear();
    const from = TODAY;
    const reply = await agent.get(`/api/v1/user/calendar?from=${from}&to=${from}`);
    expect(reply.status).toBe(200);
    expect(counted.reads.get(`details:tv:${show.id}`)).toBe(1);
    for (const [key, reads] of counted.reads) expect(reads, key).toBe(1);
  });
});
