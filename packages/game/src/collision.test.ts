import { MINI_GAME } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { advance } from './advance';
import { type GameState, startState } from './state';
import { STANDARD_WORLD } from './world';

const { COLLISION_RADIUS_PX: RADIUS, GRAVITY, PIPE_GAP, PIPE_WIDTH } = MINI_GAME;

/** Plays until the game ends, or gives up (a broken engine must fail the test, not hang it). */
function playUntilOver(state: GameState, flap: boolean): number {
  let lowestAlive = 0;
  for (let i = 0; i < 1000 && state.phase === 'playing'; i++) {
    lowestAlive = Math.max(lowestAlive, state.sprite.y);
    advance(state, flap);
  }
  return lowestAlive;
}

/** A step with the sprite held at its height (its speed cancels gravity), so only the pipes move. */
function hover(state: GameState): void {
  state.sprite.vy = -GRAVITY;
  advance(state, false);
}

/** A game whose only pipe is just ahead of the sprite, with its gap's lower edge `below` px under the centre. */
function pipeAhead(below: number): GameState {
  const state = startState(STANDARD_WORLD, 3);
  hover(state); // the first step brings in the game's own first pipe, far right; replace it
  const gapBottom = state.sprite.y + below;
  state.pipes = [{ x: state.sprite.x + RADIUS + 5, gapTop: gapBottom - PIPE_GAP, passed: false }];
  return state;
}

function hoverUntilPastOrOver(state: GameState): void {
  for (
    let i = 0;
    i < 200 && state.phase === 'playing' && state.pipes[0]!.x + PIPE_WIDTH > state.sprite.x - RADIUS - 5;
    i++
  ) {
    hover(state);
  }
}

describe('crashes', () => {
  it('end the game at the ground: the sprite falls without flapping until its circle touches it', () => {
    const state = startState(STANDARD_WORLD, 1);
    const lowestAlive = playUntilOver(state, false);
    expect(state.crash).toBe('ground');
    expect(state.sprite.y + RADIUS).toBeGreaterThanOrEqual(state.groundY);
    expect(lowestAlive + RADIUS).toBeLessThan(state.groundY);
  });

  it('end the game at the top edge: a sprite that keeps flapping flies into it', () => {
    const state = startState(STANDARD_WORLD, 1);
    playUntilOver(state, true);
    expect(state.crash).toBe('top');
    expect(state.sprite.y - RADIUS).toBeLessThanOrEqual(0);
    expect(state.step).toBeGreaterThan(10);
  });

  it('end the game at a pipe the sprite flies into', () => {
    const state = pipeAhead(-RADIUS - 20); // the lower pipe starts above the sprite's centre
    hoverUntilPastOrOver(state);
    expect(state.phase).toBe('over');
    expect(state.crash).toBe('pipe');
    expect(state.score).toBe(0);
  });

  it('use the 16 px collision radius: 17 px of room below the centre is enough, 16 px is not', () => {
    const clear = pipeAhead(RADIUS + 1);
    hoverUntilPastOrOver(clear);
    expect(clear.phase).toBe('playing');

    const grazing = pipeAhead(RADIUS);
    hoverUntilPastOrOver(grazing);
    expect(grazing.crash).toBe('pipe');
  });

  it('also come from the upper pipe', () => {
    const state = pipeAhead(PIPE_GAP - RADIUS); // the gap's top edge exactly touches the circle
    hoverUntilPastOrOver(state);
    expect(state.crash).toBe('pipe');
  });
});

describe('scoring', () => {
  it('adds 1 once the sprite has passed a pipe, and only once per pipe', () => {
    const state = pipeAhead(PIPE_GAP / 2);
    const pipe = state.pipes[0]!;
    const scoresOnTheWay: number[] = [];
    for (let i = 0; i < 200 && pipe.x + PIPE_WIDTH >= state.sprite.x; i++) {
      scoresOnTheWay.push(state.score);
      hover(state);
    }
    expect(scoresOnTheWay.length).toBeGreaterThan(30);
    expect(new Set(scoresOnTheWay)).toEqual(new Set([0]));
    expect(state.score).toBe(1);
    for (let i = 0; i < 20; i++) hover(state);
    expect(state.score).toBe(1);
    expect(state.phase).toBe('playing');
  });
});
