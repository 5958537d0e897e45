import type { MiniGameReplay, MiniGameWorld } from '@kinora/domain';
import { advance } from './advance';
import { STEP_MS, startOfStep, stepAt } from './clock';
import { type GameState, idleState, startState } from './state';
import { STANDARD_WORLD } from './world';

export interface StepInput {
  /** When the player flapped, in ms since the game started on this game's clock (`clockMs`). */
  flaps?: readonly number[];
}

/** What a call to `step` changed, so a page can update its score line or show the game-over screen. */
export interface StepOutcome {
  steps: number;
  scored: number;
  ended: boolean;
}

/**
 * A game as a page plays it: call `step` once per animation frame with the real time that passed, and draw
 * `state`. The frame time is added to a clock and turned into whole fixed steps, so 30, 60 and 144 frames per
 * second play the same game. A flap takes effect in the step its time falls in; one that arrives for a step
 * already played (a late event) takes effect in the next one, and the time recorded is when it really acted,
 * so the replay always matches what the player saw.
 */
export class Game {
  #state: GameState;
  #clockMs = 0;
  #pending: number[] = [];

  constructor(world: MiniGameWorld = STANDARD_WORLD) {
    this.#state = idleState(world);
  }

  get state(): Readonly<GameState> {
    return this.#state;
  }

  /** Game time since the start, in ms (the sum of the frame times given to `step`). */
  get clockMs(): number {
    return this.#clockMs;
  }

  /** How far the clock is into the step not yet played, 0 to 1: lets a renderer draw between two steps. */
  get stepFraction(): number {
    if (this.#state.phase !== 'playing') return 0;
    return Math.min(1, Math.max(0, (this.#clockMs - this.#state.step * STEP_MS) / STEP_MS));
  }

  /** Start (or restart: any current game is dropped) with the seed the server handed out. */
  start(seed: number): void {
    this.#state = startState(this.#state.world, seed);
    this.#clockMs = 0;
    this.#pending = [];
  }

  step(dtMs: number, input: StepInput = {}): StepOutcome {
    const state = this.#state;
    if (state.phase !== 'playing') return { steps: 0, scored: 0, ended: false };
    const before = { step: state.step, score: state.score };
    for (const time of input.flaps ?? []) if (Number.isFinite(time)) this.#pending.push(time);
    this.#pending.sort((a, b) => a - b);
    if (Number.isFinite(dtMs) && dtMs > 0) this.#clockMs += dtMs;

    const target = stepAt(this.#clockMs);
    while (state.phase === 'playing' && state.step < target) {
      let flap = false;
      // Flaps within one step are one flap: the speed is set, not added to.
      while (this.#pending.length > 0 && stepAt(this.#pending[0]!) <= state.step) {
        this.#pending.shift();
        flap = true;
      }
      advance(state, flap);
    }
    return { steps: state.step - before.step, scored: state.score - before.score, ended: hasEnded(state) };
  }

  /** The finished game as the server wants it submitted. */
  replay(): MiniGameReplay {
    return replayOf(this.#state);
  }
}

/** A function, not an inline check: the compiler cannot see that `advance` changes the phase. */
function hasEnded(state: GameState): boolean {
  return state.phase === 'over';
}

/** A finished game's replay: seed, world, the flaps it took and what it came to. */
export function replayOf(state: Readonly<GameState>): MiniGameReplay {
  if (state.phase !== 'over') throw new Error('A game has a replay once it is over');
  return {
    seed: state.seed,
    world: { ...state.world },
    flaps: [...state.flaps],
    durationMs: startOfStep(state.step),
    score: state.score,
  };
}
