import { MINI_GAME_REPLAY, type MiniGameReplay } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { playWithBot } from './bot';
import { playInFrames } from './play-in-frames';
import { simulateReplay, verifyReplay } from './replay';

const TWO_MINUTES = 2 * 60 * 1000;
const botGame = playWithBot(5, { flapUntilMs: 30_000 });

function refusal(replay: unknown): string {
  const verdict = verifyReplay(replay);
  return verdict.ok ? 'accepted' : verdict.reason;
}

describe('re-simulating a replay', () => {
  it('gives the score and length the game had', () => {
    expect(botGame.score).toBeGreaterThan(10);
    expect(verifyReplay(botGame)).toEqual({
      ok: true,
      score: botGame.score,
      durationMs: botGame.durationMs,
      replay: botGame,
    });
    expect(simulateReplay(botGame).state.flaps).toEqual(botGame.flaps);
  });

  it('accepts the replay of a game played frame by frame in the browser', () => {
    const presses = playWithBot(77, { flapUntilMs: 15_000 }).flaps.map((time) => time + 3);
    const game = playInFrames(144, 77, presses);
    expect(game.state.score).toBeGreaterThan(5);
    expect(verifyReplay(game.replay())).toMatchObject({ ok: true, score: game.state.score });
  });

  it('passes many pipes when the bot plays', () => {
    const scores = [1, 2, 3].map((seed) => playWithBot(seed, { flapUntilMs: TWO_MINUTES }).score);
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(70);
  });

  it('verifies a game in another world when the server asks for that world', () => {
    const small = { width: 512, height: 288 };
    const replay = playWithBot(4, { flapUntilMs: 20_000, world: small });
    expect(verifyReplay(replay, { world: small })).toMatchObject({ ok: true, score: replay.score });
    expect(refusal(replay)).toMatch(/512×288 world/);
  });

  it('depends on the seed: the same flaps from another seed are another game', () => {
    expect(refusal({ ...botGame, seed: botGame.seed + 1 })).not.toBe('accepted');
  });
});

describe('forged replays are refused', () => {
  const cases: Array<[string, MiniGameReplay | unknown, RegExp]> = [
    ['a higher score than the game gives', { ...botGame, score: botGame.score + 1 }, /claims a score of/],
    ['a longer game than it was', { ...botGame, durationMs: botGame.durationMs + 500 }, /claims .* ms, but/],
    [
      'flaps after the crash',
      { ...botGame, flaps: [...botGame.flaps, botGame.durationMs + 20], durationMs: botGame.durationMs + 40 },
      /ended at .* but the replay has flaps until/,
    ],
    ['two flaps in one step', { ...botGame, flaps: [0, 10, ...botGame.flaps.slice(1)] }, /same 1\/60 s step/],
    ['flaps out of order', { ...botGame, flaps: [...botGame.flaps].reverse() }, /increasing order/],
    ['a flap before the start', { ...botGame, flaps: [-5, ...botGame.flaps] }, /at least 0/],
    [
      'a flap time that is not whole',
      { ...botGame, flaps: [0.5, ...botGame.flaps.slice(1)] },
      /whole number/,
    ],
    [
      'more flaps than a game may hold',
      { ...botGame, flaps: Array.from({ length: MINI_GAME_REPLAY.MAX_FLAPS + 1 }, (_, i) => i * 17) },
      /at most 4500 flaps/,
    ],
    ['an absurd length', { ...botGame, durationMs: 10 ** 9 }, /durationMs must be at most 900000/],
    [
      'a world out of bounds',
      { ...botGame, world: { width: 16e6, height: 9e6 } },
      /world width must be at most/,
    ],
    ['a world that is not 16:9', { ...botGame, world: { width: 800, height: 600 } }, /16:9/],
    [
      'a sane world other than ours',
      { ...botGame, world: { width: 512, height: 288 } },
      /count only in the 800×450/,
    ],
    ['a seed that is not 32-bit', { ...botGame, seed: 2 ** 40 }, /seed must be a whole number/],
    ['an extra field', { ...botGame, verified: true }, /Unknown field: verified/],
    ['something else entirely', 'hello', /Send a JSON object/],
  ];
  it.each(cases)('%s', (_name, replay, reason) => {
    expect(refusal(replay)).toMatch(reason);
  });

  it('including a forged megabyte', () => {
    const flaps = Array.from({ length: 200_000 }, (_, i) => i);
    expect(JSON.stringify({ ...botGame, flaps }).length).toBeGreaterThan(1_000_000);
    expect(refusal({ ...botGame, flaps })).toMatch(/at most 4500 flaps/);
  });

  it('including a game that would outlast the longest allowed', () => {
    const marathon = playWithBot(8, { flapUntilMs: MINI_GAME_REPLAY.MAX_DURATION_MS });
    const claimed = { ...marathon, durationMs: MINI_GAME_REPLAY.MAX_DURATION_MS };
    expect(marathon.flaps.at(-1)).toBeGreaterThan(MINI_GAME_REPLAY.MAX_DURATION_MS - 1000);
    expect(refusal(claimed)).toMatch(/longer than the longest allowed game \(15 minutes\)/);
  });
});
