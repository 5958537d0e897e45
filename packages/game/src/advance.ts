import { MINI_GAME } from '@kinora/domain';
import { PIPE_INTERVAL_STEPS, startOfStep } from './clock';
import { findCrash } from './collision';
import { nextRandom } from './random';
import type { GameState } from './state';

const { GRAVITY, FLAP_VELOCITY, PIPE_GAP, PIPE_WIDTH, PIPE_SPEED, PIPE_MARGIN_PX } = MINI_GAME;

/**
 * One fixed step (1/60 s) of a game in play; does nothing otherwise. In order: a new pipe enters at the right
 * edge on the first step and every 96 steps after; a flap sets the fall speed to the flap velocity; gravity
 * adds to the speed and the speed moves the sprite; the pipes slide left. Then a crash ends the game, or else
 * each pipe whose trailing edge the sprite's centre has passed scores 1.
 */
export function advance(state: GameState, flap: boolean): void {
  if (state.phase !== 'playing') return;
  if (state.step % PIPE_INTERVAL_STEPS === 0) spawnPipe(state);
  const { sprite } = state;
  if (flap) {
    sprite.vy = FLAP_VELOCITY;
    state.flaps.push(startOfStep(state.step));
  }
  sprite.vy += GRAVITY;
  sprite.y += sprite.vy;
  movePipes(state);
  state.step += 1;

  const crash = findCrash(state);
  if (crash) {
    state.phase = 'over';
    state.crash = crash;
    return;
  }
  for (const pipe of state.pipes) {
    if (pipe.x + PIPE_WIDTH >= sprite.x) break;
    if (!pipe.passed) {
      pipe.passed = true;
      state.score += 1;
    }
  }
}

/** The gap's top is drawn uniformly so the whole gap stays at least the margin away from the sky and ground. */
function spawnPipe(state: GameState): void {
  const { value, state: random } = nextRandom(state.random);
  state.random = random;
  const room = state.groundY - PIPE_GAP - 2 * PIPE_MARGIN_PX;
  state.pipes.push({ x: state.world.width, gapTop: PIPE_MARGIN_PX + value * room, passed: false });
}

function movePipes(state: GameState): void {
  const { pipes } = state;
  for (const pipe of pipes) pipe.x -= PIPE_SPEED;
  while (pipes.length > 0 && pipes[0]!.x + PIPE_WIDTH < 0) pipes.shift();
}
