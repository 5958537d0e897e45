import { LIMITS } from '@kinora/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movieIds: number[];
let tv: { id: number; name: string; season: number; episodes: number };

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? result) as Array<Record<string, unknown>>;

describe.skipIf(skipDatabaseSuite)('watch-later list on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const { agent } = await signedInAgent(t.app, 'seed');
    movieIds = (await agent.get('/api/v1/movies/category/popular')).body.content.map(
      (m: { id: number }) => m.id,
    );
    const show = (await agent.get('/api/v1/tv/trending')).body.content[0];
    const details = (await agent.get(`/api/v1/tv/details/${show.id}`)).body.content;
    const season = details.seasons.find((s: { season_number: number }) => s.season_number >= 1);
    tv = { id: show.id, name: show.name, season: season.season_number, episodes: season.episode_count };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a movie, a show and an episode on REST and lists them newest first with catalogue titles', async () => {
    const { agent } = await signedInAgent(t.app);
    const movie = await agent.put(`/api/v1/movies/addWatch/${movieIds[0]}`);
    expect(movie.body).toEqual({ success: true, message: 'Movie added to your watchlist' });
    expect((await agent.put(`/api/v1/tv/addWatch/${tv.id}`)).body.message).toBe(
      'Show added to your watchlist',
    );
    const episode = await agent.post('/api/v1/tv/addEpisode', {
      id: tv.id,
      season: tv.season,
      episode: 2,
      name: 'ignored',
    });
    expect(episode.body.message).toBe('Episode added to your watchlist');

    const list = (await agent.get('/api/v1/movies/getWatchlist')).body.content;
    expect(list.map((i: any) => [i.type, i.id, i.season, i.episode])).toEqual([
      ['tv', tv.id, tv.season, 2],
      ['tv', tv.id, undefined, undefined],
      ['movie', movieIds[0], undefined, undefined],
    ]);
    expect(list[0]).toMatchObject({ title: tv.name, totalEpisodes: tv.episodes });
    expect(list[1].title).toBe(tv.name);
    const trpc = await agent.query('watchlist.list');
    expect(trpc.data).toEqual(list);
  });

  it('adds on tRPC with the same messages and rejects what does not exist', async () => {
    const { agent } = await signedInAgent(t.app);
    expect((await agent.mutate('watchlist.add', { type: 'movie', id: movieIds[1] })).data).toEqual({
      added: true,
      message: 'Movie added to your watchlist',
    });
    const unknown = await agent.mutate('watchlist.add', { type: 'movie', id: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    const restUnknown = await agent.put('/api/v1/movies/addWatch/2000000000');
    expect(restUnknown.status).toBe(404);
    expect(restUnknown.body.message).toBe(unknown.error?.message);
    const badEpisode = await agent.mutate('watchlist.add', {
      type: 'tv',
      id: tv.id,
      season: tv.season,
      episode: 999,
    });
    expect(badEpisode.status).toBe(404);
    const half = await agent.mutate('watchlist.add', { type: 'tv', id: tv.id, season: 1 });
    expect(half.status).toBe(400);
    expect(half.error?.message).toBe('Give both season and episode, or neither');
    expect((await agent.query('watchlist.list')).data).toHaveLength(1);
  });

  it('is idempotent: repeated and concurrent identical adds leave one entry', async () => {
    const { agent } = await signedInAgent(t.app);
    const again = [
      await agent.put(`/api/v1/movies/addWatch/${movieIds[2]}`),
      await agent.put(`/api/v1/movies/addWatch/${movieIds[2]}`),
    ];
    expect(again.map((r) => r.body.message)).toEqual([
      'Movie added to your watchlist',
      'Movie is already in your watchlist',
    ]);
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () =>
        agent.mutate('watchlist.add', { type: 'tv', id: tv.id, season: tv.season, episode: 1 }),
      ),
    );
    expect(concurrent.filter((r) => r.data?.added === true)).toHaveLength(1);
    expect(concurrent.every((r) => r.status === 200)).toBe(true);
    const list = (await agent.query('watchlist.list')).data;
    expect(list).toHaveLength(2);
  });

  it('removes exactly the named movie or episode, and a repeated remove still succeeds', async () => {
    const { agent } = await signedInAgent(t.app);
    await agent.put(`/api/v1/movies/addWatch/${movieIds[3]}`);
    await agent.put(`/api/v1/tv/addWatch/${tv.id}`);
    await agent.post('/api/v1/tv/addEpisode', { id: tv.id, season: tv.season, episode: 1 });
    await agent.post('/api/v1/tv/addEpisode', { id: tv.id, season: tv.season, episode: 2 });

    const removeEpisode = await agent.delete(`/api/v1/tv/removeWatchE/${tv.id}/${tv.season}/1`);
    expect(removeEpisode.body).toEqual({ success: true, message: 'Removed from your watchlist' });
    const removeMovie = await agent.delete(`/api/v1/movies/removeWatch/${movieIds[3]}`);
    expect(removeMovie.body.success).toBe(true);
    const again = await agent.delete(`/api/v1/movies/removeWatch/${movieIds[3]}`);
    expect(again.body).toEqual({ success: true, message: 'It was not in your watchlist' });

    const left = (await agent.query('watchlist.list')).data.map((i: any) => [i.type, i.episode]);
    expect(left).toEqual([
      ['tv', 2],
      ['tv', undefined],
    ]);
    const trpcRemove = await agent.mutate('watchlist.remove', { type: 'tv', id: tv.id });
    expect(trpcRemove.data.removed).toBe(true);
    expect((await agent.query('watchlist.list')).data).toHaveLength(1);
  });

  it("keeps lists private: one viewer can neither read nor change another viewer's list", async () => {
    const alice = await signedInAgent(t.app, 'alice');
    const bob = await signedInAgent(t.app, 'bob');
    await alice.agent.put(`/api/v1/movies/addWatch/${movieIds[4]}`);
    expect((await bob.agent.get('/api/v1/movies/getWatchlist')).body.content).toEqual([]);
    await bob.agent.delete(`/api/v1/movies/removeWatch/${movieIds[4]}`);
    await bob.agent.mutate('watchlist.remove', { type: 'movie', id: movieIds[4] });
    expect((await alice.agent.query('watchlist.list')).data).toHaveLength(1);
    const smuggled = await bob.agent.mutate('watchlist.add', {
      type: 'movie',
      id: movieIds[5],
      userId: alice.user.id,
    });
    expect(smuggled.status).toBe(400);
    expect(smuggled.error?.message).toBe('Unknown field: userId');
    expect((await alice.agent.query('watchlist.list')).data).toHaveLength(1);
  });

  it('caps the list at the documented size', async () => {
    const { agent, user } = await signedInAgent(t.app, 'hoarder');
    await t.app.deps.db.execute(sql`
      insert into watchlist_items (profile_id, media_type, tmdb_id, title)
      select ${user.id}, 'movie', g, 'filler' from generate_series(1, ${LIMITS.WATCHLIST_MAX}) g`);
    const full = await agent.put(`/api/v1/movies/addWatch/${movieIds[6]}`);
    expect(full.status).toBe(400);
    expect(full.body.message).toBe(
      `Your watchlist is full (${LIMITS.WATCHLIST_MAX} titles). Remove some to add more.`,
    );
    const count = rowsOf(
      await t.app.deps.db.execute(
        sql`select count(*)::int as n from watchlist_items where profile_id = ${user.id}`,
      ),
    );
    expect(Number(count[0]?.n)).toBe(LIMITS.WATCHLIST_MAX);
  });

  it('needs sign-in and the anti-forgery header', async () => {
    const { agent } = await signedInAgent(t.app);
    const forged = await agent.put(`/api/v1/movies/addWatch/${movieIds[7]}`, undefined, { xsrf: false });
    expect(forged.status).toBe(403);
    const trpcForged = await agent.mutate(
      'watchlist.add',
      { type: 'movie', id: movieIds[7] },
      { xsrf: false },
    );
    expect(trpcForged.status).toBe(403);
    expect((await agent.query('watchlist.list')).data).toEqual([]);
    await agent.post('/api/v1/auth/logout');
    expect((await agent.get('/api/v1/movies/getWatchlist')).status).toBe(401);
  });

  it('rejects bad ids and bodies with a message', async () => {
    const { agent } = await signedInAgent(t.app);
    expect((await agent.put('/api/v1/movies/addWatch/abc')).body.message).toBe('id must be a number');
    const extra = await agent.post('/api/v1/tv/addEpisode', { id: tv.id, season: 1, episode: 1, hack: true });
    expect(extra.status).toBe(400);
    expect((await agent.delete(`/api/v1/tv/removeWatchE/${tv.id}/x/1`)).status).toBe(400);
  });
});
