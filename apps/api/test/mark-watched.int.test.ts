import { LIMITS, type SeasonDetail, type TitleDetail } from '@kinora/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, watchHistory } from '../src/db/schema';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { type Picked, pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movie: Picked;
/** A show whose first season has fully aired and which has a second season that has started. */
let show: { id: number; title: string; first: SeasonDetail; second: SeasonDetail };

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => isoDay(Date.now());

type HistoryEntry = {
  id: number;
  type: string;
  date: string;
  dateKnown?: boolean;
  season?: number;
  episode?: number;
};

const historyOf = async (agent: Agent): Promise<HistoryEntry[]> => (await agent.query('history.watch')).data;
const continueOf = async (agent: Agent) => (await agent.query('history.continueWatching')).data as any[];
const markRest = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/v1/watch/mark', body);
const markTrpc = (agent: Agent, body: Record<string, unknown>) => agent.mutate('history.mark', body);

describe.skipIf(skipDatabaseSuite)('marking titles watched without playing, on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = t.app.deps.catalogue;
    [movie] = (await pickTitles(catalogue, 'movie', [18, 35], 1)) as [Picked];
    for (const candidate of await pickTitles(catalogue, 'tv', [18, 35, 10765, 10759], 12)) {
      const detail: TitleDetail = await catalogue.details('tv', candidate.id);
      if ((detail.seasons ?? []).filter((s) => s.season_number >= 1).length < 2) continue;
      const [first, second] = await Promise.all([
        catalogue.season(candidate.id, 1),
        catalogue.season(candidate.id, 2),
      ]);
      const aired = (e: { air_date: string | null }) => e.air_date !== null && e.air_date <= today();
      if (
        first.episodes.length >= 2 &&
        first.episodes.every(aired) &&
        second.episodes.slice(0, 2).every(aired)
      ) {
        show = { id: candidate.id, title: candidate.title, first, second };
        break;
      }
    }
    if (!show) throw new Error('the catalogue has no show with two aired seasons');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks a movie watched now, once however often it is sent', async () => {
    const { agent } = await signedInAgent(t.app);
    const first = await markRest(agent, { media_type: 'movie', id: movie.id });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Marked watched',
      added: 1,
      alreadyThere: 0,
      leftOut: 0,
    });
    const again = await markTrpc(agent, { media_type: 'movie', id: movie.id });
    expect(again.data).toEqual({
      message: 'Already in your watch history',
      added: 0,
      alreadyThere: 1,
      leftOut: 0,
    });
    const history = await historyOf(agent);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: movie.id, type: 'movie' });
    expect(history[0]!.dateKnown).toBeUndefined();
    expect(Date.now() - Date.parse(history[0]!.date)).toBeLessThan(60_000);
  });

  it('stores a date at noon UTC and a date and time as given; the same date again adds nothing', async () => {
    const { agent } = await signedInAgent(t.app);
    const episode = { media_type: 'tv', id: show.id, season: 1, episode: 2 };
    expect((await markRest(agent, { ...episode, watchedAt: '2024-03-05' })).body.added).toBe(1);
    expect((await markTrpc(agent, { ...episode, watchedAt: '2024-03-05' })).data.added).toBe(0);
    const moment = { media_type: 'movie', id: movie.id, watchedAt: '2024-03-06T20:30:00+02:00' };
    expect((await markTrpc(agent, moment)).data.added).toBe(1);
    expect((await markRest(agent, moment)).body).toMatchObject({ added: 0, alreadyThere: 1 });
    // Another day is another viewing.
    expect((await markRest(agent, { ...episode, watchedAt: '2024-04-01' })).body.added).toBe(1);

    const history = await historyOf(agent);
    expect(history.map((h) => [h.type, h.date, h.season ?? null, h.episode ?? null])).toEqual([
      ['tv', '2024-04-01T12:00:00.000Z', 1, 2],
      ['movie', '2024-03-06T18:30:00.000Z', null, null],
      ['tv', '2024-03-05T12:00:00.000Z', 1, 2],
    ]);
    expect(history.every((h) => h.dateKnown === undefined)).toBe(true);
  });

  it('takes today as a date, even where today is already tomorrow in UTC, and never after now', async () => {
    const { agent } = await signedInAgent(t.app);
    const aheadToday = isoDay(Date.now() + 13 * 60 * 60 * 1000);
    const reply = await markRest(agent, { media_type: 'movie', id: movie.id, watchedAt: aheadToday });
    expect(reply.status).toBe(200);
    expect(reply.body.added).toBe(1);
    const [entry] = await historyOf(agent);
    expect(Date.parse(entry!.date)).toBeLessThanOrEqual(Date.now());
    expect(
      (await markTrpc(agent, { media_type: 'movie', id: movie.id, watchedAt: aheadToday })).data.added,
    ).toBe(0);
  });

  it('"I don\'t remember": stored with its date unknown, and once only, whether or not it was marked before', async () => {
    const { agent } = await signedInAgent(t.app);
    const unknown = { media_type: 'movie', id: movie.id, watchedAt: null };
    expect((await markRest(agent, unknown)).body).toMatchObject({ added: 1, message: 'Marked watched' });
    expect((await markTrpc(agent, unknown)).data).toMatchObject({ added: 0, alreadyThere: 1 });
    const [entry] = await historyOf(agent);
    expect(entry).toMatchObject({ id: movie.id, dateKnown: false });
    // The entry sits where it was marked: now.
    expect(Date.now() - Date.parse(entry!.date)).toBeLessThan(60_000);

    // A title already in the history with a date is already marked.
    const { agent: other } = await signedInAgent(t.app);
    await other.mutate('history.recordWatch', { type: 'tv', id: show.id, season: 1, episode: 1 });
    const episode = { media_type: 'tv', id: show.id, season: 1, episode: 1, watchedAt: null };
    expect((await markRest(other, episode)).body).toMatchObject({ added: 0, alreadyThere: 1 });
    expect(await historyOf(other)).toHaveLength(1);
  });

  it('marks a whole season (one entry per episode) and a whole show (one entry), each once', async () => {
    const { agent } = await signedInAgent(t.app);
    const count = show.first.episodes.length;
    const season = await markRest(agent, { media_type: 'tv', id: show.id, season: 1 });
    expect(season.body).toEqual({
      success: true,
      message: `${count} episode${count === 1 ? '' : 's'} of season 1 marked watched`,
      added: count,
      alreadyThere: 0,
      leftOut: 0,
    });
    expect((await markTrpc(agent, { media_type: 'tv', id: show.id, season: 1 })).data).toMatchObject({
      added: 0,
      alreadyThere: count,
    });
    const episodes = (await historyOf(agent)).filter((h) => h.season === 1);
    expect(episodes.map((h) => h.episode).sort((a, b) => a! - b!)).toEqual(
      show.first.episodes.map((e) => e.episode_number),
    );

    expect((await markTrpc(agent, { media_type: 'tv', id: show.id, watchedAt: null })).data.added).toBe(1);
    expect((await markRest(agent, { media_type: 'tv', id: show.id, watchedAt: null })).body.added).toBe(0);
    const whole = (await historyOf(agent)).filter((h) => h.season === undefined);
    expect(whole).toEqual([expect.objectContaining({ id: show.id, type: 'tv', dateKnown: false })]);
    expect(whole[0]).not.toHaveProperty('episode');
  });

  it('adds each entry once when the same mark arrives many times at once (a retried request)', async () => {
    const { agent } = await signedInAgent(t.app);
    const count = show.first.episodes.length;
    const marks = [
      [undefined, count],
      ['2024-02-02', count],
      // Already marked: "I don't remember" adds nothing.
      [null, 0],
    ] as const;
    for (const [watchedAt, expected] of marks) {
      const body = {
        media_type: 'tv',
        id: show.id,
        season: 1,
        ...(watchedAt === undefined ? {} : { watchedAt }),
      };
      const added = await Promise.all([
        markRest(agent, body).then((r) => r.body.added as number),
        markTrpc(agent, body).then((r) => r.data.added as number),
        markRest(agent, body).then((r) => r.body.added as number),
        markTrpc(agent, body).then((r) => r.data.added as number),
      ]);
      expect(added.reduce((a, b) => a + b, 0)).toBe(expected);
    }
    expect(await historyOf(agent)).toHaveLength(2 * count);
  });

  it('refuses a future date, a bad date, an episode without its season and seasons of a movie with 400', async () => {
    const { agent } = await signedInAgent(t.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ media_type: 'movie', id: movie.id, watchedAt: isoDay(Date.now() + 2 * DAY_MS) }, /future/],
      [
        { media_type: 'movie', id: movie.id, watchedAt: new Date(Date.now() + 60 * 60_000).toISOString() },
        /future/,
      ],
      [{ media_type: 'movie', id: movie.id, watchedAt: 'yesterday' }, /watchedAt must be a date/],
      [{ media_type: 'tv', id: show.id, episode: 2 }, /season of the episode/],
      [{ media_type: 'movie', id: movie.id, season: 1 }, /Only TV shows have seasons/],
      [{ media_type: 'book', id: movie.id }, /type must be 'movie' or 'tv'/],
    ];
    for (const [body, message] of cases) {
      const rest = await markRest(agent, body);
      expect(rest.status, JSON.stringify(body)).toBe(400);
      expect(rest.body).toMatchObject({ success: false, code: 'BAD_INPUT' });
      expect(rest.body.message).toMatch(message);
      const trpc = await markTrpc(agent, body);
      expect(trpc.error?.appCode, JSON.stringify(body)).toBe('BAD_INPUT');
      expect(trpc.error?.message).toMatch(message);
    }
    expect(await historyOf(agent)).toEqual([]);
  });

  it('answers an unknown title, season or episode with 404 on both doors, storing nothing', async () => {
    const { agent } = await signedInAgent(t.app);
    const watchLater = await agent.put('/api/v1/movies/addWatch/999999999');
    expect(watchLater.status).toBe(404);
    const cases = [
      { media_type: 'movie', id: 999_999_999 },
      { media_type: 'tv', id: show.id, season: 99 },
      { media_type: 'tv', id: show.id, season: 1, episode: 999 },
    ];
    for (const body of cases) {
      const rest = await markRest(agent, body);
      expect(rest.status, JSON.stringify(body)).toBe(404);
      expect(rest.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect((await markTrpc(agent, body)).error?.appCode).toBe('NOT_FOUND');
    }
    expect((await markRest(agent, { media_type: 'movie', id: 999_999_999 })).body.message).toBe(
      watchLater.body.message,
    );
    expect(await historyOf(agent)).toEqual([]);
  });

  it('takes a movie marked watched and a finished show off Continue watching, until played again', async () => {
    const { agent } = await signedInAgent(t.app);
    await agent.mutate('history.recordWatch', { type: 'tv', id: show.id, season: 1, episode: 1 });
    await agent.mutate('history.recordWatch', { type: 'movie', id: movie.id });
    expect((await continueOf(agent)).map((c) => c.id)).toEqual([movie.id, show.id]);

    await markRest(agent, { media_type: 'movie', id: movie.id, watchedAt: '2023-01-01' });
    expect((await continueOf(agent)).map((c) => c.id)).toEqual([show.id]);
    await markTrpc(agent, { media_type: 'tv', id: show.id });
    expect(await continueOf(agent)).toEqual([]);

    // Playing an episode again brings the show back.
    await agent.mutate('history.recordWatch', { type: 'tv', id: show.id, season: 1, episode: 2 });
    expect(await continueOf(agent)).toMatchObject([{ id: show.id, season: 1, episode: 3 }]);
  });

  it('continues after a marked season, and an undated season never sends the viewer back', async () => {
    const { agent } = await signedInAgent(t.app);
    await markRest(agent, { media_type: 'tv', id: show.id, season: 1, watchedAt: null });
    expect(await continueOf(agent)).toMatchObject([
      { id: show.id, season: 2, episode: 1, isNewEpisode: false },
    ]);

    const { agent: ahead } = await signedInAgent(t.app);
    await ahead.mutate('history.recordWatch', { type: 'tv', id: show.id, season: 2, episode: 1 });
    await markTrpc(ahead, { media_type: 'tv', id: show.id, season: 1, watchedAt: null });
    expect(await continueOf(ahead)).toMatchObject([{ id: show.id, season: 2, episode: 2 }]);
  });

  it(`keeps the newest ${LIMITS.WATCH_HISTORY_MAX} entries: a mark older than all of them does not fit`, async () => {
    const { agent, user } = await signedInAgent(t.app);
    await t.app.deps.db.execute(sql`
      insert into watch_history (profile_id, media_type, tmdb_id, title, watched_at)
      select ${user.id}, 'movie', 1000000 + n, 'Old ' || n, now() - (n || ' minutes')::interval
      from generate_series(1, ${LIMITS.WATCH_HISTORY_MAX}) as n`);
    const old = await markRest(agent, { media_type: 'movie', id: movie.id, watchedAt: '2001-01-01' });
    expect(old.body).toMatchObject({ added: 0, alreadyThere: 0, leftOut: 1 });
    expect(old.body.message).toContain(String(LIMITS.WATCH_HISTORY_MAX));

    const season = await markTrpc(agent, { media_type: 'tv', id: show.id, season: 1 });
    expect(season.data).toMatchObject({ added: show.first.episodes.length, leftOut: 0 });
    const history = await historyOf(agent);
    expect(history).toHaveLength(LIMITS.WATCH_HISTORY_MAX);
    expect(history.filter((h) => h.season === 1)).toHaveLength(show.first.episodes.length);
  });

  it("marks for the session's profile only: another profile of the account sees nothing of it", async () => {
    const { agent, user } = await signedInAgent(t.app);
    const db = t.app.deps.db;
    const [second] = await db
      .insert(profiles)
      .values({ userId: user.id, name: 'Second', avatar: 'ocean', position: 1 })
      .returning({ id: profiles.id });
    const actAs = async (profileId: string | null) => {
      await db.update(sessions).set({ profileId }).where(eq(sessions.userId, user.id));
      t.app.deps.sessionCache.evictUser(user.id);
    };

    await actAs(second!.id);
    expect((await markRest(agent, { media_type: 'movie', id: movie.id })).body.added).toBe(1);
    expect((await markTrpc(agent, { media_type: 'tv', id: show.id, season: 1 })).data.added).toBeGreaterThan(
      0,
    );
    expect((await historyOf(agent)).length).toBe(1 + show.first.episodes.length);

    await actAs(null);
    expect(await historyOf(agent)).toEqual([]);
    // The main profile marks the same movie: its own entry, not "already there".
    expect((await markTrpc(agent, { media_type: 'movie', id: movie.id })).data.added).toBe(1);
    const owners = await db
      .select({ profileId: watchHistory.profileId, n: count() })
      .from(watchHistory)
      .where(inArray(watchHistory.profileId, [user.id, second!.id]))
      .groupBy(watchHistory.profileId);
    expect(Object.fromEntries(owners.map((r) => [r.profileId, r.n]))).toEqual({
      [user.id]: 1,
      [second!.id]: 1 + show.first.episodes.length,
    });
  });
});
