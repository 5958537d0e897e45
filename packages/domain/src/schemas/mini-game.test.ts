import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { MINI_GAME_REPLAY } from '../mini-game-constants';
import { miniGameReplaySchema, miniGameWorldSchema } from './mini-game';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

/** Flap times at `perSecond` over `ms`, each nudged off the beat the way a person's presses are. */
function flapsOver(ms: number, perSecond: number): number[] {
  const gap = 1000 / perSecond;
  return Array.from({ length: Math.floor(ms / gap) }, (_, i) => Math.round(i * gap + ((i * 7) % 11)));
}

const world = { width: 800, height: 450 };

describe('mini-game replays', () => {
  it('hold a 5-minute game at a brisk human flap rate, well inside a request body', () => {
    const replay = { seed: 123, world, flaps: flapsOver(300_000, 3), durationMs: 300_000, score: 185 };
    expect(replay.flaps).toHaveLength(900);
    expect(miniGameReplaySchema.parse(replay)).toEqual(replay);
    expect(JSON.stringify(replay).length).toBeLessThan(LIMITS.BODY_BYTES / 8);
  });

  it("stay under the submit route's body limit even at their largest", () => {
    const longest = MINI_GAME_REPLAY.MAX_DURATION_MS;
    const flaps = Array.from({ length: MINI_GAME_REPLAY.MAX_FLAPS }, (_, i) => longest - 1 - 3 * i).reverse();
    const replay = {
      seed: 4_294_967_295,
      world,
      flaps,
      durationMs: longest,
      score: MINI_GAME_REPLAY.MAX_SCORE,
    };
    expect(miniGameReplaySchema.safeParse(replay).success).toBe(true);
    const body = { gameId: '00000000-0000-4000-8000-000000000000', replay };
    expect(JSON.stringify(body).length).toBeLessThan(MINI_GAME_REPLAY.SUBMIT_BODY_MAX_BYTES);
    expect(MINI_GAME_REPLAY.SUBMIT_BODY_MAX_BYTES).toBeLessThan(LIMITS.BODY_BYTES);
  });

  it('refuse a forged megabyte, with a reason', () => {
    const flaps = flapsOver(MINI_GAME_REPLAY.MAX_DURATION_MS, 60);
    const forged = { seed: 1, world, flaps, durationMs: MINI_GAME_REPLAY.MAX_DURATION_MS, score: 0 };
    expect(JSON.stringify(forged).length).toBeGreaterThan(300_000);
    expect(firstMessage(miniGameReplaySchema.safeParse(forged))).toBe('A game can have at most 4500 flaps');
  });

  it('refuse flaps out of order, at or after the end, or before the start', () => {
    const base = { seed: 1, world, durationMs: 5000, score: 0 };
    expect(firstMessage(miniGameReplaySchema.safeParse({ ...base, flaps: [300, 200] }))).toBe(
      'Flap times must be in increasing order',
    );
    expect(firstMessage(miniGameReplaySchema.safeParse({ ...base, flaps: [200, 200] }))).toBe(
      'Flap times must be in increasing order',
    );
    expect(firstMessage(miniGameReplaySchema.safeParse({ ...base, flaps: [200, 5000] }))).toBe(
      'Every flap must happen before the game ends (durationMs)',
    );
    expect(firstMessage(miniGameReplaySchema.safeParse({ ...base, flaps: [-1, 200] }))).toBe(
      'a flap time must be at least 0',
    );
  });

  it('refuse scores and lengths beyond the longest game', () => {
    const base = { seed: 1, world, flaps: [] };
    expect(firstMessage(miniGameReplaySchema.safeParse({ ...base, durationMs: 900_001, score: 0 }))).toBe(
      'durationMs must be at most 900000',
    );
    expect(firstMessage(miniGameReplaySchema.safeParse({ ...base, durationMs: 1000, score: 564 }))).toBe(
      'score must be at most 563',
    );
  });
});

describe('mini-game worlds', () => {
  it('are 16:9 between 512×288 and 1920×1080', () => {
    expect(miniGameWorldSchema.safeParse({ width: 512, height: 288 }).success).toBe(true);
    expect(miniGameWorldSchema.safeParse({ width: 1920, height: 1080 }).success).toBe(true);
    expect(firstMessage(miniGameWorldSchema.safeParse({ width: 800, height: 500 }))).toBe(
      'The world must be 16:9, for example 800×450',
    );
    expect(firstMessage(miniGameWorldSchema.safeParse({ width: 3840, height: 2160 }))).toBe(
      'world width must be at most 1920',
    );
    expect(firstMessage(miniGameWorldSchema.safeParse({ width: 320, height: 180 }))).toBe(
      'world width must be at least 512',
    );
  });
});
