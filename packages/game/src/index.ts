/**
 * The mini game's engine: pure state and fixed-step physics, no DOM, no clock, no randomness of its own. The
 * web page plays a `Game` and draws its state. The API re-plays submitted replays with `verifyReplay`, from
 * `@kinora/game/replay`: it checks the replay's shape with the domain's zod schema, which a page never loads.
 */
export { MINI_GAME, MINI_GAME_REPLAY, type MiniGameReplay, type MiniGameWorld } from '@kinora/domain';
export { advance } from './advance';
export { PIPE_INTERVAL_STEPS, STEP_MS, startOfStep, stepAt } from './clock';
export { findCrash } from './collision';
export { Game, replayOf, type StepInput, type StepOutcome } from './game';
export { nextRandom } from './random';
export {
  type Crash,
  type GamePhase,
  type GameState,
  idleState,
  type Pipe,
  type Sprite,
  startState,
} from './state';
export { groundHeight, groundTop, STANDARD_WORLD, spriteX } from './world';
