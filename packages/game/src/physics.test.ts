import { MINI_GAME } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { advance } from './advance';
import { botWantsToFlap } from './bot';
import { PIPE_INTERVAL_STEPS, startOfStep } from './clock';
import { startState } from './state';
import { groundHeight, STANDARD_WORLD } from './world';

const { GRAVITY, FLAP_VELOCITY, PIPE_SPEED, PIPE_GAP, PIPE_MARGIN_PX } = MINI_GAME;

/** The gap tops of the first `count` pipes of a game the bot plays from `seed`. */
function gapTops(seed: number, count: number): number[] {
  const state = startState(STANDARD_WORLD, seed);
  const tops: number[] = [];
  while (tops.length < count && state.phase === 'playing') {
    const spawns = state.step % PIPE_INTERVAL_STEPS === 0;
    advance(state, botWantsToFlap(state));
    if (spawns) tops.push(state.pipes.at(-1)!.gapTop);
  }
  return tops;
}

describe('the sprite', () => {
  it('falls under gravity: 0.5 px/step added to the speed each step, the speed added to the height', () => {
    const state = startState(STANDARD_WORLD, 1);
    const y0 = state.sprite.y;
    advance(state, false);
    expect(state.sprite.vy).toBe(GRAVITY);
    expect(state.sprite.y).toBe(y0 + GRAVITY);
    advance(state, false);
    expect(state.sprite.vy).toBe(2 * GRAVITY);
    expect(state.sprite.y).toBe(y0 + 3 * GRAVITY);
  });

  it('flaps by setting the speed to -8.5 px/step, whatever it was, before gravity acts', () => {
    const state = startState(STANDARD_WORLD, 1);
    for (let i = 0; i < 6; i++) advance(state, false);
    expect(state.sprite.vy).toBe(6 * GRAVITY);
    const y = state.sprite.y;
    advance(state, true);
    expect(state.sprite.vy).toBe(FLAP_VELOCITY + GRAVITY);
    expect(state.sprite.y).toBe(y + FLAP_VELOCITY + GRAVITY);
  });

  it('records each flap at the first millisecond of the step it acted in', () => {
    const state = startState(STANDARD_WORLD, 1);
    advance(state, true);
    for (let i = 0; i < 6; i++) advance(state, false);
    advance(state, true);
    expect(state.flaps).toEqual([0, startOfStep(7)]);
    expect(startOfStep(7)).toBe(117);
  });
});

describe('pipes', () => {
  it('enter at the right edge on the first step, slide 2.5 px per step, and come every 1600 ms', () => {
    const state = startState(STANDARD_WORLD, 9);
    // Keep the sprite level (a flap every 33 steps) while the pipes are still far away.
    const play = (steps: number) => {
      for (let i = 0; i < steps; i++) advance(state, state.step % 33 === 0);
    };
    play(1);
    expect(state.pipes.map((pipe) => pipe.x)).toEqual([STANDARD_WORLD.width - PIPE_SPEED]);
    play(95);
    expect(state.pipes).toHaveLength(1);
    expect(state.pipes[0]!.x).toBe(STANDARD_WORLD.width - 96 * PIPE_SPEED);
    play(1);
    expect(state.pipes.map((pipe) => pipe.x)).toEqual([
      STANDARD_WORLD.width - 97 * PIPE_SPEED,
      STANDARD_WORLD.width - PIPE_SPEED,
    ]);
    expect(state.phase).toBe('playing');
  });

  it('are placed by the seed: the same seed gives the same gaps, another seed others', () => {
    expect(gapTops(7, 12)).toEqual(gapTops(7, 12));
    expect(gapTops(8, 12)).not.toEqual(gapTops(7, 12));
  });

  it('keep the whole gap at least the margin away from the top edge and the ground, using all that room', () => {
    const tops = [1, 2, 3, 4].flatMap((seed) => gapTops(seed, 40));
    const lowest = STANDARD_WORLD.height - groundHeight(STANDARD_WORLD) - PIPE_GAP - PIPE_MARGIN_PX;
    expect(tops).toHaveLength(160);
    expect(Math.min(...tops)).toBeGreaterThanOrEqual(PIPE_MARGIN_PX);
    expect(Math.max(...tops)).toBeLessThanOrEqual(lowest);
    // Spread over the range, not bunched: some near each end.
    const room = lowest - PIPE_MARGIN_PX;
    expect(tops.some((top) => top < PIPE_MARGIN_PX + room / 5)).toBe(true);
    expect(tops.some((top) => top > lowest - room / 5)).toBe(true);
  });
});

describe('the world', () => {
  it('is one 16:9 logical world, 800×450, for every screen', () => {
    expect(STANDARD_WORLD).toEqual({ width: 800, height: 450 });
  });

  it('has a ground strip the larger of 60 px and 18% of the height', () => {
    expect(groundHeight({ width: 800, height: 450 })).toBe(81);
    expect(groundHeight({ width: 512, height: 288 })).toBe(60);
    expect(startState(STANDARD_WORLD, 1).groundY).toBe(369);
  });
});
