import type { SeasonDetail, TitleDetail } from '@kinora/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { type Picked, pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movie: Picked;
/** A show whose first season has fully aired and which has a second season that has started. */
let show: { id: number; first: SeasonDetail; second: SeasonDetail };

const today = () => new Date().toISOString().slice(0, 10);

describe.skipIf(skipDatabaseSuite)('continue watching on both doors', () => {
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
      if (first.episodes.every(aired) && second.episodes[0] && aired(second.episodes[0])) {
        show = { id: candidate.id, first, second };
        break;
      }
    }
    if (!show) throw new Error('the catalogue has no show with two aired seasons');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is empty for a new account, never an error', async () => {
    const { agent } = await signedInAgent(t.app);
    expect((await agent.query('history.continueWatching')).data).toEqual([]);
    expect((await agent.get('/api/v1/watch/continue')).body).toEqual({ success: true, content: [] });
  });

  it('offers the episode after the last one watched, and the movie last opened, newest first', async () => {
    const { agent } = await signedInAgent(t.app);
    await agent.mutate('history.recordWatch', { type: 'tv', id: show.id, season: 1, episode: 2 });
    await agent.mutate('history.recordWatch', { type: 'movie', id: movie.id });
    const row = (await agent.query('history.continueWatching')).data;
    const third = show.first.episodes[2]!;
    expect(row).toMatchObject([
      { type: 'movie', id: movie.id, title: movie.title, isNewEpisode: false },
      {
        type: 'tv',
        id: show.id,
        season: 1,
        episode: 3,
        episodeName: third.name,
        totalEpisodes: show.first.episodes.length,
        isNewEpisode: false,
      },
    ]);
    expect((await agent.get('/api/v1/watch/continue')).body.content).toEqual(row);
  });

  it("marks the next episode 'new' when it aired after the viewer last watched the show", async () => {
    const { agent, user } = await signedInAgent(t.app);
    await agent.mutate('history.recordWatch', { type: 'tv', id: show.id, season: 1, episode: 2 });
    const third = show.first.episodes[2]!;
    const dayBefore = new Date(Date.parse(`${third.air_date}T00:00:00Z`) - 86_400_000).toISOString();
    await t.app.deps.db.execute(
      sql`update watch_history set watched_at = ${dayBefore}::timestamptz where profile_id = ${user.id}`,
    );
    const [item] = (await agent.query('history.continueWatching')).data;
    expect(item).toMatchObject({ id: show.id, season: 1, episode: 3, isNewEpisode: true });
  });

  it('moves on to the next season after the last episode of one', async () => {
    const { agent } = await signedInAgent(t.app);
    const last = show.first.episodes.at(-1)!.episode_number;
    await agent.mutate('history.recordWatch', { type: 'tv', id: show.id, season: 1, episode: 1 });
    await agent.mutate('history.recordWatch', { type: 'tv', id: show.id, season: 1, episode: last });
    const [item] = (await agent.query('history.continueWatching')).data;
    expect(item).toMatchObject({ id: show.id, season: 2, episode: show.second.episodes[0]!.episode_number });
  });

  it('hides a title until it is watched again', async () => {
    const { agent, user } = await signedInAgent(t.app);
    await agent.mutate('history.recordWatch', { type: 'movie', id: movie.id });
    const hidden = await agent.post('/api/v1/watch/continue/hide', { type: 'movie', id: movie.id });
    expect(hidden.body).toEqual({ success: true, message: 'Hidden from Continue watching' });
    expect((await agent.query('history.continueWatching')).data).toEqual([]);
    // The same view again inside the dedupe window records nothing: only a new watch brings it back.
    await t.app.deps.db.execute(
      sql`update watch_history set watched_at = watched_at - interval '1 hour' where profile_id = ${user.id}`,
    );
    await agent.mutate('history.recordWatch', { type: 'movie', id: movie.id });
    expect((await agent.query('history.continueWatching')).data).toMatchObject([{ id: movie.id }]);
  });

  it('refuses to hide what is not a title id', async () => {
    const { agent } = await signedInAgent(t.app);
    const reply = await agent.mutate('history.hideContinueWatching', { type: 'book', id: 1 });
    expect(reply.status).toBe(400);
    expect(reply.error?.appCode).toBe('BAD_INPUT');
  });
});
