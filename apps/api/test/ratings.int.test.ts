import { RATINGS } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../src/db/schema';
import { rateMany } from '../src/services/ratings/rate-many';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movieIds: number[];
let tv: { id: number; title: string; season: number };

const HALF_STARS_RULE = 'a whole number of half stars from 1 (half a star) to 10 (five stars)';

/** Moves the agent's session to a new profile of the same account, as switching would. */
async function switchToNewProfile(userId: string, name: string): Promise<string> {
  const [profile] = await t.app.deps.db
    .insert(profiles)
    .values({ userId, name, avatar: 'ocean', position: 1 })
    .returning({ id: profiles.id });
  await t.app.deps.db.update(sessions).set({ profileId: profile!.id }).where(eq(sessions.userId, userId));
  t.app.deps.sessionCache.evictUser(userId);
  return profile!.id;
}

const rate = (agent: Agent, path: string, body: unknown) => agent.put(`/api/v1/user/ratings/${path}`, body);

describe.skipIf(skipDatabaseSuite)('ratings and reviews on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const { agent } = await signedInAgent(t.app, 'seed');
    movieIds = (await agent.get('/api/v1/movies/category/popular')).body.content.map(
      (m: { id: number }) => m.id,
    );
    const show = (await agent.get('/api/v1/tv/trending')).body.content[0];
    const details = (await agent.get(`/api/v1/tv/details/${show.id}`)).body.content;
    const season = details.seasons.find((s: { season_number: number }) => s.season_number >= 1);
    tv = { id: show.id, title: show.name, season: season.season_number };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('rates a movie on REST with the catalogue title, replaces it when rated again, and tRPC agrees', async () => {
    const { agent } = await signedInAgent(t.app);
    const first = await rate(agent, `movie/${movieIds[0]}`, {
      rating: 7,
      review: 'Slow start, <b>great</b> ending.',
      spoiler: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'You rated this movie 3.5 stars',
      rating: {
        type: 'movie',
        id: movieIds[0],
        rating: 7,
        stars: 3.5,
        review: 'Slow start, <b>great</b> ending.',
        spoiler: true,
      },
    });
    const details = (await agent.get(`/api/v1/movies/details/${movieIds[0]}`)).body.content;
    expect(first.body.rating.title).toBe(details.title);

    const again = await rate(agent, `movie/${movieIds[0]}`, {
      rating: 7,
      review: 'Slow start, <b>great</b> ending.',
      spoiler: true,
    });
    expect(again.body.message).toBe('You already rated this movie 3.5 stars');
    expect(again.body.rating.ratedAt).toBe(first.body.rating.ratedAt);

    // Rating again replaces the rating and its review: no review sent, none kept.
    const replaced = await agent.mutate('ratings.set', { type: 'movie', id: movieIds[0], rating: 9 });
    expect(replaced.data.message).toBe('You rated this movie 4.5 stars');
    expect(replaced.data.rating).toMatchObject({ rating: 9, stars: 4.5, review: null, spoiler: false });

    const rest = (await agent.get('/api/v1/user/ratings')).body;
    expect(rest).toMatchObject({ success: true, page: 1, totalPages: 1, total: 1 });
    expect(rest.ratings).toEqual([replaced.data.rating]);
    const trpc = await agent.query('ratings.list', {});
    expect(trpc.data).toEqual({ ratings: rest.ratings, page: 1, totalPages: 1, total: 1 });
    const forTitle = await agent.query('ratings.forTitle', { media: 'movie', id: movieIds[0] });
    expect(forTitle.data).toEqual({
      mine: replaced.data.rating,
      episodes: [],
      kinora: { average: 4.5, count: 1 },
    });
  });

  it('rates a whole show and its episodes apart, and removes an episode rating by its query', async () => {
    const { agent } = await signedInAgent(t.app);
    const show = await rate(agent, `tv/${tv.id}`, { rating: 8 });
    expect(show.body.message).toBe('You rated this show 4 stars');
    const episode = await rate(agent, `tv/${tv.id}`, { rating: 3, season: tv.season, episode: 2 });
    expect(episode.body.message).toBe('You rated this episode 1.5 stars');
    expect(episode.body.rating).toMatchObject({ season: tv.season, episode: 2, title: tv.title });
    const viaTrpc = await agent.mutate('ratings.set', {
      type: 'tv',
      id: tv.id,
      season: tv.season,
      episode: 1,
      rating: 10,
    });
    expect(viaTrpc.status).toBe(200);

    const forTitle = (await agent.query('ratings.forTitle', { media: 'tv', id: tv.id })).data;
    expect(forTitle.mine).toMatchObject({ rating: 8 });
    expect(forTitle.episodes.map((r: { season: number; episode: number }) => [r.season, r.episode])).toEqual([
      [tv.season, 1],
      [tv.season, 2],
    ]);
    expect(forTitle.episodes.map((r: { rating: number }) => r.rating)).toEqual([10, 3]);
    // Kinora's average is of the whole show: episode ratings are not in it.
    expect(forTitle.kinora).toEqual({ average: 4, count: 1 });

    const removed = await agent.delete(`/api/v1/user/ratings/tv/${tv.id}?season=${tv.season}&episode=2`);
    expect(removed.body).toEqual({ success: true, message: 'Your rating was removed' });
    const gone = await agent.delete(`/api/v1/user/ratings/tv/${tv.id}?season=${tv.season}&episode=2`);
    expect(gone.body).toEqual({ success: true, message: 'There was no rating to remove' });
    const viaTrpcRemove = await agent.mutate('ratings.remove', { type: 'tv', id: tv.id });
    expect(viaTrpcRemove.data).toEqual({ removed: true, message: 'Your rating was removed' });
    const left = (await agent.query('ratings.forTitle', { media: 'tv', id: tv.id })).data;
    expect(left.mine).toBeNull();
    expect(left.episodes).toMatchObject([{ season: tv.season, episode: 1 }]);
  });

  it.each([
    ['zero', { rating: 0 }, `rating must be ${HALF_STARS_RULE}`],
    ['eleven', { rating: 11 }, `rating must be ${HALF_STARS_RULE}`],
    ['a fraction', { rating: 3.5 }, `rating must be ${HALF_STARS_RULE}`],
    ['text', { rating: '5' }, `rating must be ${HALF_STARS_RULE}`],
    ['missing', { review: 'no stars' }, `rating is required: ${HALF_STARS_RULE}`],
    [
      'a long review',
      { rating: 5, review: 'x'.repeat(RATINGS.REVIEW_MAX_CHARS + 1) },
      `A review can be at most ${RATINGS.REVIEW_MAX_CHARS} characters`,
    ],
    [
      'a season alone',
      { rating: 5, season: 1 },
      'Give both season and episode (an episode rating), or neither',
    ],
    ['a spoiler flag as text', { rating: 5, spoiler: 'yes' }, 'spoiler must be true or false'],
  ])('refuses %s with 400 and the same message on both doors', async (_name, body, message) => {
    const { agent } = await signedInAgent(t.app);
    const rest = await rate(agent, `tv/${tv.id}`, body);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false, code: 'BAD_INPUT' });
    expect(rest.body.message).toContain(message);
    const trpc = await agent.mutate('ratings.set', { type: 'tv', id: tv.id, ...body });
    expect(trpc.status).toBe(400);
    expect(trpc.error?.message).toContain(message);
    expect((await agent.get('/api/v1/user/ratings')).body.total).toBe(0);
  });

  it('refuses seasons on a movie, and answers unknown titles and episodes with 404 as the watch-later list does', async () => {
    const { agent } = await signedInAgent(t.app);
    const movieEpisode = await rate(agent, `movie/${movieIds[0]}`, { rating: 5, season: 1, episode: 1 });
    expect(movieEpisode.status).toBe(400);
    expect(movieEpisode.body.message).toBe('Only TV shows have seasons and episodes');
    const trpcMovieEpisode = await agent.mutate('ratings.set', {
      type: 'movie',
      id: movieIds[0],
      season: 1,
      episode: 1,
      rating: 5,
    });
    expect(trpcMovieEpisode.error?.message).toBe('Only TV shows have seasons and episodes');
    const deleteHalf = await agent.delete(`/api/v1/user/ratings/tv/${tv.id}?season=1`);
    expect(deleteHalf.status).toBe(400);

    const unknown = await rate(agent, 'movie/2000000000', { rating: 5 });
    expect(unknown.status).toBe(404);
    const watchLater = await agent.put('/api/v1/movies/addWatch/2000000000');
    expect(unknown.body.message).toBe(watchLater.body.message);
    const trpcUnknown = await agent.mutate('ratings.set', { type: 'movie', id: 2_000_000_000, rating: 5 });
    expect(trpcUnknown.status).toBe(404);
    expect(trpcUnknown.error?.message).toBe(unknown.body.message);
    const noEpisode = await rate(agent, `tv/${tv.id}`, { rating: 5, season: tv.season, episode: 999 });
    expect(noEpisode.status).toBe(404);
    expect(noEpisode.body.message).toBe(`Season ${tv.season} has no episode 999`);
    expect((await agent.get('/api/v1/user/ratings')).body.total).toBe(0);
  });

  it('pages the ratings newest first on both doors', async () => {
    const { agent, user } = await signedInAgent(t.app);
    const start = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: RATINGS.PAGE_SIZE + 5 }, (_, i) => ({
      target: { type: 'movie' as const, id: 900_000 + i },
      halfStars: (i % 10) + 1,
      ratedAt: new Date(start + i * 60_000),
      title: `Film ${i}`,
      image: null,
    }));
    expect(await rateMany(t.app.deps, user.id, rows)).toEqual({
      added: rows.length,
      updated: 0,
      unchanged: 0,
    });

    const first = (await agent.get('/api/v1/user/ratings')).body;
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: rows.length });
    expect(first.ratings).toHaveLength(RATINGS.PAGE_SIZE);
    expect(first.ratings[0].title).toBe(`Film ${rows.length - 1}`);
    const second = (await agent.get('/api/v1/user/ratings?page=2')).body;
    expect(second.ratings.map((r: { title: string }) => r.title)).toEqual([
      'Film 4',
      'Film 3',
      'Film 2',
      'Film 1',
      'Film 0',
    ]);
    expect((await agent.query('ratings.list', { page: 2 })).data.ratings).toEqual(second.ratings);
    const past = (await agent.get('/api/v1/user/ratings?page=3')).body;
    expect(past).toMatchObject({ ratings: [], page: 3, totalPages: 2 });
    const badPage = await agent.get('/api/v1/user/ratings?page=0');
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toContain('page starts at 1');
  });

  it("averages every profile's rating of the whole title", async () => {
    const movieId = movieIds[3]!;
    for (const rating of [8, 7, 4]) {
      const { agent } = await signedInAgent(t.app, 'critic');
      expect((await rate(agent, `movie/${movieId}`, { rating })).status).toBe(200);
    }
    const { agent } = await signedInAgent(t.app, 'reader');
    const seen = (await agent.query('ratings.forTitle', { media: 'movie', id: movieId })).data;
    // (8 + 7 + 4) / 3 half stars = 3.17 stars, shown to one decimal.
    expect(seen).toEqual({ mine: null, episodes: [], kinora: { average: 3.2, count: 3 } });
    const nobody = (await agent.query('ratings.forTitle', { media: 'movie', id: movieIds[4] })).data;
    expect(nobody.kinora).toEqual({ average: null, count: 0 });
  });

  it('keeps two profiles of one account apart', async () => {
    const { agent, user } = await signedInAgent(t.app, 'household');
    const movieId = movieIds[5]!;
    await rate(agent, `movie/${movieId}`, { rating: 10, review: 'Main profile loved it' });

    const second = await switchToNewProfile(user.id, 'Kid');
    expect((await agent.get('/api/v1/user/ratings')).body.total).toBe(0);
    const seen = (await agent.query('ratings.forTitle', { media: 'movie', id: movieId })).data;
    expect(seen.mine).toBeNull();
    expect(seen.kinora).toEqual({ average: 5, count: 1 });
    // Removing on this profile leaves the other profile's rating alone.
    expect((await agent.delete(`/api/v1/user/ratings/movie/${movieId}`)).body.message).toBe(
      'There was no rating to remove',
    );
    await rate(agent, `movie/${movieId}`, { rating: 2 });
    expect((await agent.query('ratings.list', {})).data.ratings).toMatchObject([{ rating: 2, review: null }]);

    await t.app.deps.db.update(sessions).set({ profileId: null }).where(eq(sessions.userId, user.id));
    t.app.deps.sessionCache.evictUser(user.id);
    const main = (await agent.get('/api/v1/user/ratings')).body.ratings;
    expect(main).toMatchObject([{ rating: 10, review: 'Main profile loved it' }]);
    expect(second).not.toBe(user.id);
  });

  it('writes a batch once: the same rows again are unchanged, a changed one is updated', async () => {
    const { user } = await signedInAgent(t.app);
    const rows = [
      { target: { type: 'movie' as const, id: 700_001 }, halfStars: 6, title: 'One', image: '/one.jpg' },
      {
        target: { type: 'tv' as const, id: 700_002, season: 1, episode: 3 },
        halfStars: 2,
        review: 'Filler episode',
        spoiler: true,
        ratedAt: new Date('2024-05-01T10:00:00Z'),
        title: 'Two',
        image: null,
      },
    ];
    expect(await rateMany(t.app.deps, user.id, rows)).toEqual({ added: 2, updated: 0, unchanged: 0 });
    expect(await rateMany(t.app.deps, user.id, rows)).toEqual({ added: 0, updated: 0, unchanged: 2 });
    const changed = [{ ...rows[0]!, halfStars: 7 }, rows[1]!];
    expect(await rateMany(t.app.deps, user.id, changed)).toEqual({ added: 0, updated: 1, unchanged: 1 });
    await expect(rateMany(t.app.deps, user.id, [{ ...rows[0]!, halfStars: 0 }])).rejects.toMatchObject({
      code: 'BAD_INPUT',
    });
  });

  it('keeps one rating when the same title is rated many times at once', async () => {
    const { agent } = await signedInAgent(t.app);
    const replies = await Promise.all(
      [2, 4, 6, 8, 10, 3, 5, 7].map((rating) => rate(agent, `movie/${movieIds[6]}`, { rating })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    const list = (await agent.get('/api/v1/user/ratings')).body;
    expect(list.total).toBe(1);
  });

  it('is only for signed-in viewers', async () => {
    const { agent } = await signedInAgent(t.app);
    await agent.post('/api/v1/auth/logout');
    expect((await agent.get('/api/v1/user/ratings')).status).toBe(401);
    expect((await agent.query('ratings.forTitle', { media: 'movie', id: movieIds[0] })).status).toBe(401);
  });
});
