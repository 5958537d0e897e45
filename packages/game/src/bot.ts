import { MINI_GAME, type MiniGameReplay, type MiniGameWorld } from '@kinora/domain';
import { advance } from './advance';
import { stepAt } from './clock';
import { replayOf } from './game';
import { type GameState, startState } from './state';
import { STANDARD_WORLD } from './world';

const { COLLISION_RADIUS_PX: RADIUS, GRAVITY, PIPE_GAP, PIPE_WIDTH } = MINI_GAME;
/** How far above the gap's lower edge the bot keeps the sprite's lowest point. */
const SAFETY_PX = 10;

/**
 * A player that does well, for tests and benchmarks (not part of the product). It aims at the lower edge of the
 * next gap the sprite has not cleared: it flaps when the next step would take the sprite below that line.
 * A flap lifts the sprite about 68 px before it falls again, which stays clear of the gap's upper edge.
 */
export function botWantsToFlap(state: Readonly<GameState>): boolean {
  const { sprite } = state;
  const pipe = state.pipes.find((candidate) => candidate.x + PIPE_WIDTH >= sprite.x - RADIUS);
  const floor = pipe ? pipe.gapTop + PIPE_GAP : state.groundY / 2 + PIPE_GAP / 2;
  return sprite.y + sprite.vy + GRAVITY + RADIUS > floor - SAFETY_PX;
}

/**
 * A whole game played by the bot from `seed`. It stops flapping after `flapUntilMs` (then falls to the ground),
 * so the length of the game can be chosen.
 */
export function playWithBot(
  seed: number,
  { flapUntilMs, world = STANDARD_WORLD }: { flapUntilMs: number; world?: MiniGameWorld },
): MiniGameReplay {
  const state = startState(world, seed);
  const lastFlapStep = stepAt(flapUntilMs);
  // Without flaps the sprite reaches the ground within a second or two; the bound only guards a broken engine.
  const giveUpStep = lastFlapStep + 60 * MINI_GAME.STEPS_PER_SECOND;
  while (state.phase === 'playing' && state.step < giveUpStep) {
    advance(state, state.step <= lastFlapStep && botWantsToFlap(state));
  }
  return replayOf(state);
}
