import { MINI_GAME } from '@kinora/domain';

/**
 * Game time. The physics numbers are per frame of a 60 fps game, so the engine always moves in fixed steps of
 * 1/60 s whatever the screen's frame rate is. Step n covers the times [n·STEP_MS, (n+1)·STEP_MS) since the start.
 * Both conversions multiply before dividing, so a whole number of ms always lands in the same step on every
 * machine (a replay made in the browser is re-played in the same steps on the server).
 */
const { STEPS_PER_SECOND } = MINI_GAME;

export const STEP_MS = 1000 / STEPS_PER_SECOND;

/** The step a moment (ms since the start of the game) falls in. */
export function stepAt(ms: number): number {
  return Math.floor((ms * STEPS_PER_SECOND) / 1000);
}

/** The first whole millisecond of a step: `stepAt(startOfStep(n)) === n`. */
export function startOfStep(step: number): number {
  return Math.ceil((step * 1000) / STEPS_PER_SECOND);
}

/** A pipe every 1600 ms is a pipe every 96 steps. */
export const PIPE_INTERVAL_STEPS = Math.round((MINI_GAME.PIPE_INTERVAL_MS * STEPS_PER_SECOND) / 1000);
