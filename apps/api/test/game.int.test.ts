import { MINI_GAME_REPLAY, MINI_GAME_SCORES } from '@kinora/domain';
import { verifyReplay } from '@kinora/game/replay';
import { playWithBot } from '@kinora/game/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

// The server's replay check, watched: the costly step, which a refusal that needs no replay must not reach.
vi.mock('@kinora/game/replay', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@kinora/game/replay')>();
  return { ...actual, verifyReplay: vi.fn(actual.verifyReplay) };
});
const replaysPlayed = vi.mocked(verifyReplay);

let t: TestApp;
/** The server's clock, moved on by the tests: a replay may not last longer than the time since its start. */
let clockMs = Date.UTC(2026, 10, 25, 12);
const later = (ms: number) => {
  clockMs += ms;
};

/** Starts a game on tRPC and plays it with the bot until `flapUntilMs`; the clock moves on by the game's length. */
async function playGame(agent: Agent, flapUntilMs: number) {
  const start = (await agent.mutate('game.start')).data as { gameId: string; seed: number };
  const replay = playWithBot(start.seed, { flapUntilMs });
  later(replay.durationMs);
  return { gameId: start.gameId, replay };
}

describe.skipIf(skipDatabaseSuite)('the mini game: fair scores and the leaderboard', () => {
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date(clockMs) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hands out a seed, plays the submitted game again and keeps the best score', async () => {
    const { agent } = await signedInAgent(t.app, 'flyer');
    const short = await playGame(agent, 3_000);
    expect(short.replay.score).toBe(0);
    expect((await agent.mutate('game.submit', short)).data).toEqual({ score: 0, best: 0, newBest: false });

    const good = await playGame(agent, 12_000);
    expect(good.replay.score).toBeGreaterThan(0);
    const result = (await agent.mutate('game.submit', good)).data;
    expect(result).toEqual({ score: good.replay.score, best: good.replay.score, newBest: true });
    // The session's user carries the new best at once.
    expect((await agent.get('/api/v1/auth/authcheck')).body.user.flappy).toEqual({
      score: good.replay.score,
    });

    const worse = await playGame(agent, 5_000);
    const after = (await agent.mutate('game.submit', worse)).data;
    expect(after).toEqual({ score: worse.replay.score, best: good.replay.score, newBest: false });
  });

  it('answers a repeated submission with the same result, and refuses another replay of a recorded game', async () => {
    const { agent } = await signedInAgent(t.app, 'retry');
    const game = await playGame(agent, 8_000);
    const first = (await agent.mutate('game.submit', game)).data;
    replaysPlayed.mockClear();
    const again = await agent.request('POST', '/api/v1/user/flappy/submit', { body: game });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, ...first, newBest: false });
    // The record answers a repeat: the game is not played again.
    expect(replaysPlayed).not.toHaveBeenCalled();

    const other = playWithBot(game.replay.seed, { flapUntilMs: 2_000 });
    const refused = await agent.mutate('game.submit', { gameId: game.gameId, replay: other });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe('This game was already recorded with another score');
  });

  it('refuses forged and borrowed games with a reason, and records nothing', async () => {
    const { agent } = await signedInAgent(t.app, 'forger');
    const game = await playGame(agent, 8_000);
    const cases: Array<[string, unknown, number, string | RegExp]> = [
      [
        'a claimed score the game does not bear out',
        { ...game, replay: { ...game.replay, score: game.replay.score + 5 } },
        400,
        /^The replay claims a score of \d+, but the game scores \d+$/,
      ],
      [
        'another seed',
        { ...game, replay: { ...game.replay, seed: (game.replay.seed + 1) % 2 ** 32 } },
        400,
        'This replay is not of the game that was started',
      ],
      [
        'a game never started',
        { ...game, gameId: '00000000-0000-4000-8000-000000000000' },
        404,
        'This game was not started here, or it expired. Start a new game.',
      ],
      [
        'no replay',
        { gameId: game.gameId },
        400,
        'Send a JSON object with seed, world, flaps, durationMs and score',
      ],
    ];
    for (const [name, input, status, message] of cases) {
      const reply = await agent.mutate('game.submit', input);
      expect([name, reply.status]).toEqual([name, status]);
      expect(reply.error?.message).toMatch(message);
    }
    // Somebody else's game cannot be submitted either.
    const { agent: thief } = await signedInAgent(t.app, 'thief');
    expect((await thief.mutate('game.submit', game)).status).toBe(404);
    expect((await agent.get('/api/v1/auth/authcheck')).body.user.flappy).toEqual({ score: 0 });
  });

  it('forgets the oldest unsubmitted game when a player starts a sixth', async () => {
    const { agent } = await signedInAgent(t.app, 'tabs');
    const starts: Array<{ gameId: string; seed: number }> = [];
    for (let i = 0; i < 6; i++) {
      starts.push((await agent.mutate('game.start')).data);
      later(10);
    }
    const replayOf = (start: { seed: number }) => playWithBot(start.seed, { flapUntilMs: 2_000 });
    later(10_000);
    const oldest = await agent.mutate('game.submit', {
      gameId: starts[0]!.gameId,
      replay: replayOf(starts[0]!),
    });
    expect(oldest.status).toBe(404);
    const newest = await agent.mutate('game.submit', {
      gameId: starts[5]!.gameId,
      replay: replayOf(starts[5]!),
    });
    expect(newest.status).toBe(200);
    // A submitted game is no longer open: it does not count against the five.
    const second = await agent.mutate('game.submit', {
      gameId: starts[1]!.gameId,
      replay: replayOf(starts[1]!),
    });
    expect(second.status).toBe(200);
  });

  it('refuses a game that lasts longer than the time since it started, without playing it', async () => {
    const { agent } = await signedInAgent(t.app, 'hasty');
    const start = (await agent.mutate('game.start')).data as { gameId: string; seed: number };
    const replay = playWithBot(start.seed, { flapUntilMs: 20_000 });
    later(5_000);
    replaysPlayed.mockClear();
    const reply = await agent.mutate('game.submit', { gameId: start.gameId, replay });
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toBe('This game lasts longer than the time since it started');
    // The longest forged game (15 minutes, 4,500 flaps) is refused on its claim alone, on both doors.
    const flaps = Array.from({ length: MINI_GAME_REPLAY.MAX_FLAPS }, (_, i) => 200 * i);
    const forged = {
      gameId: start.gameId,
      replay: { ...replay, flaps, durationMs: MINI_GAME_REPLAY.MAX_DURATION_MS, score: 100 },
    };
    const rest = await agent.post('/api/v1/user/flappy/submit', forged);
    expect([rest.status, rest.body.message]).toEqual([
      400,
      'This game lasts longer than the time since it started',
    ]);
    expect(replaysPlayed).not.toHaveBeenCalled();
    // Once the time has passed, the same game is played again, and counts.
    later(20_000);
    const fair = await agent.mutate('game.submit', { gameId: start.gameId, replay });
    expect(fair.data).toMatchObject({ score: replay.score });
    expect(replaysPlayed).toHaveBeenCalledTimes(1);
  });

  it('refuses a submission body larger than the largest replay before reading it', async () => {
    const { agent } = await signedInAgent(t.app, 'bulky');
    const start = (await agent.mutate('game.start')).data as { gameId: string; seed: number };
    later(1_000);
    const flaps = Array.from({ length: 6_000 }, (_, i) => 100_000 + i);
    const body = { gameId: start.gameId, replay: { ...playWithBot(start.seed, { flapUntilMs: 0 }), flaps } };
    const size = JSON.stringify(body).length;
    expect(size).toBeGreaterThan(MINI_GAME_REPLAY.SUBMIT_BODY_MAX_BYTES);
    const rest = await agent.post('/api/v1/user/flappy/submit', body);
    expect([rest.status, rest.body.message]).toEqual([413, 'The request body is too large']);
    // tRPC shares its body limit with its batches; the replay's own bound refuses it there.
    const trpc = await agent.mutate('game.submit', body);
    expect([trpc.status, trpc.error?.message]).toEqual([400, 'A game can have at most 4500 flaps']);
  });

  it('limits how many games a player submits a minute, on both doors together (429 with Retry-After)', async () => {
    const { agent } = await signedInAgent(t.app, 'spammer');
    const forged = {
      gameId: '00000000-0000-4000-8000-000000000000',
      replay: playWithBot(1, { flapUntilMs: 1_000 }),
    };
    for (let i = 0; i < MINI_GAME_SCORES.SUBMITS_PER_MIN; i++) {
      const status =
        i % 2 === 0
          ? (await agent.mutate('game.submit', forged)).status
          : (await agent.post('/api/v1/user/flappy/submit', forged)).status;
      expect([i, status]).toEqual([i, 404]);
    }
    const message = `You can submit up to ${MINI_GAME_SCORES.SUBMITS_PER_MIN} games a minute. Please wait a minute and play again.`;
    const rest = await agent.post('/api/v1/user/flappy/submit', forged);
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ success: false, code: 'RATE_LIMITED', message });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(60);
    const trpc = await agent.mutate('game.submit', forged);
    expect([trpc.status, trpc.error?.appCode, trpc.error?.message]).toEqual([429, 'RATE_LIMITED', message]);
    expect(Number(trpc.raw.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The budget is the player's own: someone else submits as usual.
    const { agent: other } = await signedInAgent(t.app, 'patient');
    expect((await other.post('/api/v1/user/flappy/submit', forged)).status).toBe(404);
  });

  it('takes a legacy REST score with basic checks, keeps the best, and ranks it as unverified', async () => {
    const { agent, user } = await signedInAgent(t.app, 'legacy');
    const saved = await agent.post('/api/v1/user/flappy/score', { score: 97 });
    expect(saved.body).toEqual({ success: true, message: 'Score saved', flappy: { score: 97 } });
    expect((await agent.post('/api/v1/user/flappy/score', { score: 12 })).body.flappy).toEqual({ score: 97 });
    for (const [body, message] of [
      [{ score: -1 }, 'score must be 0 or more'],
      [{ score: 100_001 }, 'score must be at most 100000'],
      [{ score: 2.5 }, 'score must be a whole number'],
      [{ score: '5' }, 'score must be a whole number'],
      [{}, 'score must be a whole number'],
    ] as const) {
      const reply = await agent.post('/api/v1/user/flappy/score', body);
      expect([body, reply.status, reply.body.message]).toEqual([body, 400, message]);
    }

    const board = (await agent.query('game.leaderboard')).data as Array<Record<string, unknown>>;
    const mine = board.find((row) => row.username === user.username);
    expect(mine).toMatchObject({ score: 97, verified: false });
    const verified = board.find((row) => String(row.username).startsWith('flyer'));
    expect(verified).toMatchObject({ verified: true });
    expect(board.map((row) => row.rank)).toEqual(board.map((_, i) => i + 1));
    expect(board.map((row) => row.score)).toEqual(
      [...board.map((row) => row.score)].sort((a, b) => Number(b) - Number(a)),
    );
    // Only scores above 0, and never an e-mail address.
    expect(board.every((row) => Number(row.score) > 0)).toBe(true);
    expect(JSON.stringify(board)).not.toMatch(/@example\.com|email/);
    const rest = await agent.get('/api/v1/user/flappy/leaderboard');
    expect(rest.body).toEqual({ success: true, content: board });
  });

  it('lists at most 50 players', async () => {
    for (let i = 0; i < 52; i++) {
      const { agent } = await signedInAgent(t.app, `crowd${i}x`);
      await agent.post('/api/v1/user/flappy/score', { score: 1 + i });
    }
    const { agent } = await signedInAgent(t.app, 'counter');
    const board = (await agent.query('game.leaderboard')).data as unknown[];
    expect(board).toHaveLength(50);
  });

  it('asks for a signed-in player on every route', async () => {
    const { Agent } = await import('./helpers/agent');
    const stranger = await new Agent(t.app).prime();
    expect((await stranger.mutate('game.start')).status).toBe(401);
    expect((await stranger.query('game.leaderboard')).status).toBe(401);
    expect((await stranger.post('/api/v1/user/flappy/score', { score: 3 })).status).toBe(401);
  });
});
