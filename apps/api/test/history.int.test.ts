import { LIMITS } from '@kinora/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clock = new Date('2026-11-22T12:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let movieIds: number[];
let tv: { id: number; name: string; season: number };
const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? result) as Array<Record<string, unknown>>;
const countRows = async (table: string, userId: string) =>
  Number(
    rowsOf(
      await t.app.deps.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where profile_id = '${userId}'`),
      ),
    )[0]?.n,
  );

describe.skipIf(skipDatabaseSuite)('search, watch and chat histories on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    const { agent } = await signedInAgent(t.app, 'seed');
    movieIds = (await agent.get('/api/v1/movies/category/popular')).body.content.map(
      (m: { id: number }) => m.id,
    );
    const show = (await agent.get('/api/v1/tv/trending')).body.content[0];
    const details = (await agent.get(`/api/v1/tv/details/${show.id}`)).body.content;
    tv = {
      id: show.id,
      name: show.name,
      season: details.seasons.find((s: any) => s.season_number >= 1).season_number,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records watched movies and episodes on REST and tRPC, newest first, in the legacy profile shape', async () => {
    const { agent } = await signedInAgent(t.app);
    const movie = await agent.post('/api/v1/watch/addWatchMovie', {
      id: movieIds[0],
      title: 'client title',
      poster_path: '/x.jpg',
    });
    expect(movie.body).toEqual({ success: true, message: 'Added to your watch history' });
    advance(1000);
    const episodeObject = {
      episode_number: 3,
      name: 'whatever',
      still_path: '/s.jpg',
      air_date: '2020-01-01',
    };
    const episode = await agent.post(
      `/api/v1/watch/addWatchTv/${tv.id}/${tv.season}/${encodeURIComponent(tv.name)}/10`,
      episodeObject,
    );
    expect(episode.body.success).toBe(true);
    advance(1000);
    await agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[1] });

    const profile = (await agent.get('/api/v1/user/profile')).body.user;
    expect(profile.watchHistory.map((w: any) => [w.type, w.id, w.season, w.episode])).toEqual([
      ['movie', movieIds[1], undefined, undefined],
      ['tv', tv.id, tv.season, 3],
      ['movie', movieIds[0], undefined, undefined],
    ]);
    // Titles come from the catalogue, never from the client.
    expect(profile.watchHistory[2].title).not.toBe('client title');
    expect(profile.watchHistory[1]).toMatchObject({
      title: tv.name,
      tepisodes: expect.any(Number),
      date: expect.any(String),
    });
    expect(profile).toMatchObject({
      searchHistory: [],
      chatHistory: [],
      watchList: [],
      flappy: { score: 0 },
    });
    const trpc = (await agent.query('history.watch')).data;
    expect(trpc.map((e: any) => e.id)).toEqual(profile.watchHistory.map((e: any) => e.id));
  });

  it('ignores the same view again within the window, on repeats and concurrent retries', async () => {
    const { agent, user } = await signedInAgent(t.app);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[2] }),
      ),
    );
    await agent.post('/api/v1/watch/addWatchMovie', { id: movieIds[2] });
    expect(await countRows('watch_history', user.id)).toBe(1);
    advance(LIMITS.WATCH_DEDUPE_WINDOW_MS + 1000);
    const later = await agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[2] });
    expect(later.data.recorded).toBe(true);
    expect(await countRows('watch_history', user.id)).toBe(2);
  });

  it('keeps only the newest entries once the cap is reached', async () => {
    const { agent, user } = await signedInAgent(t.app, 'bigwatcher');
    await t.app.deps.db.execute(sql`
      insert into watch_history (profile_id, media_type, tmdb_id, title, watched_at)
      select ${user.id}, 'movie', g, 'old', ${new Date(clock.getTime() - 86_400_000).toISOString()}::timestamptz + g * interval '1 second'
      from generate_series(1, ${LIMITS.WATCH_HISTORY_MAX}) g`);
    await agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[3] });
    expect(await countRows('watch_history', user.id)).toBe(LIMITS.WATCH_HISTORY_MAX);
    const newest = (await agent.query('history.watch')).data;
    expect(newest[0].id).toBe(movieIds[3]);
    expect(newest.some((e: any) => e.id === 1)).toBe(false);
  });

  it('deletes one watch entry by its date (REST) or entryId (tRPC), and clears', async () => {
    const { agent } = await signedInAgent(t.app);
    await agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[4] });
    advance(1000);
    await agent.mutate('history.recordWatch', { type: 'tv', id: tv.id, season: tv.season, episode: 1 });
    advance(1000);
    await agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[5] });
    const [newest, episode, oldest] = (await agent.get('/api/v1/user/profile')).body.user.watchHistory;

    const removed = await agent.delete(`/api/v1/watch/removeMovieWatch/${oldest.id}/${oldest.date}`);
    expect(removed.body).toEqual({ success: true, message: 'Removed from your history' });
    const tvRemoved = await agent.delete(
      `/api/v1/watch/removeTvWatch/${episode.id}/${episode.date}/${episode.season}/${episode.episode}`,
    );
    expect(tvRemoved.body.message).toBe('Removed from your history');
    const left = (await agent.query('history.watch')).data;
    expect(left.map((e: any) => e.id)).toEqual([newest.id]);
    expect(
      (await agent.mutate('history.delete', { kind: 'watch', entryId: left[0].entryId })).data.removed,
    ).toBe(true);
    expect((await agent.mutate('history.delete', { kind: 'watch', entryId: left[0].entryId })).data).toEqual({
      removed: false,
      message: 'That entry is already gone',
    });
    await agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[6] });
    expect((await agent.delete('/api/v1/watch/clearWatchHistory')).body).toEqual({
      success: true,
      message: 'success',
    });
    expect((await agent.query('history.watch')).data).toEqual([]);
    expect((await agent.delete('/api/v1/watch/removeMovieWatch/1/not-a-date')).status).toBe(400);
  });

  it('records searches and deletes them by title (REST), entryId (tRPC) or all at once', async () => {
    const { agent } = await signedInAgent(t.app);
    const first = (await agent.get('/api/v1/movies/category/top_rated')).body.content[0];
    const word = first.title.split(' ').find((w: string) => w.length >= 4) ?? first.title;
    await agent.get(`/api/v1/search/movie/${encodeURIComponent(word)}`);
    advance(1000);
    await agent.query('catalogue.search', { type: 'person', query: 'mar' });
    const searches = (await agent.query('history.search')).data;
    expect(searches.length).toBe(2);
    expect(searches[0].type).toBe('person');
    expect(searches[1]).toMatchObject({ type: 'movie', query: word });
    const profile = (await agent.get('/api/v1/user/profile')).body.user.searchHistory;
    expect(profile.map((s: any) => s.id)).toEqual(searches.map((s: any) => s.id));

    expect((await agent.delete(`/api/v1/search/removehistory/${searches[1].id}`)).body.message).toBe(
      'Removed from your history',
    );
    expect(
      (await agent.mutate('history.delete', { kind: 'search', entryId: searches[0].entryId })).data.removed,
    ).toBe(true);
    expect((await agent.query('history.search')).data).toEqual([]);
    await agent.query('catalogue.search', { type: 'tv', query: 'the' });
    expect((await agent.delete('/api/v1/search/clearhistory')).body.success).toBe(true);
    expect((await agent.query('history.search')).data).toEqual([]);
  });

  it('stores chat questions and answers; the /search/*query paths act on the chat history', async () => {
    const { agent } = await signedInAgent(t.app);
    await agent.mutate('history.recordChat', {
      query: 'something like a heist',
      response: 'Try these three...',
    });
    advance(1000);
    await agent.mutate('history.recordChat', { query: 'a cosy anime' });
    const chats = (await agent.query('history.chat')).data;
    expect(chats.map((c: any) => [c.query, c.response])).toEqual([
      ['a cosy anime', undefined],
      ['something like a heist', 'Try these three...'],
    ]);
    expect((await agent.get('/api/v1/user/profile')).body.user.chatHistory).toHaveLength(2);
    const removed = await agent.delete('/api/v1/search/removehistoryquery', { query: 'a cosy anime' });
    expect(removed.body.message).toBe('Removed from your history');
    expect((await agent.query('history.chat')).data).toHaveLength(1);
    expect((await agent.delete('/api/v1/search/clearhistoryquery')).body.success).toBe(true);
    expect((await agent.query('history.chat')).data).toEqual([]);
    expect((await agent.mutate('history.delete', { kind: 'chat', entryId: '42' })).status).toBe(400);
  });

  it('keeps histories private: another viewer cannot read or delete them, even by guessing ids', async () => {
    const alice = await signedInAgent(t.app, 'alice');
    const mallory = await signedInAgent(t.app, 'mallory');
    await alice.agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[7] });
    await alice.agent.mutate('history.recordChat', { query: 'private question' });
    const [watch] = (await alice.agent.query('history.watch')).data;
    const [chat] = (await alice.agent.query('history.chat')).data;

    expect((await mallory.agent.query('history.watch')).data).toEqual([]);
    expect((await mallory.agent.get('/api/v1/user/profile')).body.user.watchHistory).toEqual([]);
    const guessed = await mallory.agent.mutate('history.delete', { kind: 'watch', entryId: watch.entryId });
    expect(guessed.data).toEqual({ removed: false, message: 'That entry is already gone' });
    await mallory.agent.mutate('history.delete', { kind: 'chat', entryId: chat.entryId });
    await mallory.agent.delete(`/api/v1/watch/removeMovieWatch/${watch.id}/${watch.date}`);
    await mallory.agent.delete('/api/v1/search/removehistoryquery', { query: 'private question' });
    await mallory.agent.delete('/api/v1/watch/clearWatchHistory');
    expect((await alice.agent.query('history.watch')).data).toHaveLength(1);
    expect((await alice.agent.query('history.chat')).data).toHaveLength(1);
  });

  it('deleting the account removes its lists, histories and sessions', async () => {
    const { agent, user } = await signedInAgent(t.app, 'leaver');
    await agent.put(`/api/v1/movies/addWatch/${movieIds[8]}`);
    await agent.mutate('history.recordWatch', { type: 'movie', id: movieIds[8] });
    await agent.mutate('history.recordChat', { query: 'bye' });
    await agent.query('catalogue.search', { type: 'movie', query: 'the' });
    const cookie = agent.cookies.get('kinora_session');

    const deleted = await agent.delete('/api/v1/auth/deleteUser');
    expect(deleted.body).toEqual({ success: true, message: 'Account deleted' });
    for (const table of ['watchlist_items', 'watch_history', 'search_history', 'chat_history', 'sessions']) {
      expect(await countRows(table, user.id), table).toBe(0);
    }
    agent.cookies.set('kinora_session', cookie!);
    expect((await agent.get('/api/v1/auth/authcheck')).status).toBe(401);
  });
});
