import { MINI_GAME_REPLAY, type MiniGameReplay, type MiniGameWorld } from '@kinora/domain';
import { miniGameReplaySchema } from '@kinora/domain/schemas';
import { advance } from './advance';
import { startOfStep, stepAt } from './clock';
import { type GameState, startState } from './state';
import { STANDARD_WORLD } from './world';

const LONGEST_GAME_STEPS = stepAt(MINI_GAME_REPLAY.MAX_DURATION_MS);

export interface SimulatedGame {
  state: GameState;
  score: number;
  durationMs: number;
  /** False when the game was still going at the longest allowed length. */
  ended: boolean;
  /** Flaps that never acted: a second one in the same step, or any after the game ended. */
  unusedFlaps: number;
}

/**
 * Plays a replay's flaps through the engine from its seed, one fixed step at a time, exactly as the browser
 * did, and reports what really happened. It believes none of the replay's claims (score, duration).
 */
export function simulateReplay(replay: Pick<MiniGameReplay, 'seed' | 'world' | 'flaps'>): SimulatedGame {
  const { flaps } = replay;
  const state = startState(replay.world, replay.seed);
  let next = 0;
  let unusedFlaps = 0;
  while (state.phase === 'playing' && state.step < LONGEST_GAME_STEPS) {
    let flap = false;
    while (next < flaps.length && stepAt(flaps[next]!) <= state.step) {
      if (flap) unusedFlaps += 1;
      flap = true;
      next += 1;
    }
    advance(state, flap);
  }
  return {
    state,
    score: state.score,
    durationMs: startOfStep(state.step),
    ended: state.phase === 'over',
    unusedFlaps: unusedFlaps + flaps.length - next,
  };
}

export type ReplayVerdict =
  | { ok: true; score: number; durationMs: number; replay: MiniGameReplay }
  | { ok: false; reason: string };

/**
 * Decides whether a submitted replay is a game that could have been played, and what it scored. The server
 * records the score only from an `ok` verdict; `reason` is a sentence for the 400 answer. Refused: anything the
 * replay schema refuses (bounds, order, lengths), a world other than the one scores count in, two flaps in one
 * step, flaps after the crash, a game longer than the longest allowed, and claims that the re-played game
 * does not bear out. Past one per step, the number of flaps needs no rule of its own: whatever the engine plays
 * through is a game the physics allows, and flapping too much flies the sprite into the top edge, after which
 * any further flap is refused.
 */
export function verifyReplay(input: unknown, options: { world?: MiniGameWorld } = {}): ReplayVerdict {
  const parsed = miniGameReplaySchema.safeParse(input);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'This is not a game replay');
  const replay = parsed.data;
  const world = options.world ?? STANDARD_WORLD;
  if (replay.world.width !== world.width || replay.world.height !== world.height) {
    return refuse(
      `This game was played in a ${replay.world.width}×${replay.world.height} world; scores count only in the ${world.width}×${world.height} world`,
    );
  }
  const crowded = replay.flaps.findIndex((time, i) => i > 0 && stepAt(time) === stepAt(replay.flaps[i - 1]!));
  if (crowded > 0) {
    return refuse(
      `Flaps at ${replay.flaps[crowded - 1]} ms and ${replay.flaps[crowded]} ms fall in the same 1/60 s step; a game takes at most one flap per step`,
    );
  }

  const game = simulateReplay(replay);
  if (!game.ended) {
    return refuse(`This game would last longer than the longest allowed game (${minutes()} minutes)`);
  }
  if (game.unusedFlaps > 0) {
    return refuse(
      `The game ended at ${game.durationMs} ms, but the replay has flaps until ${replay.flaps.at(-1)} ms`,
    );
  }
  if (replay.durationMs !== game.durationMs) {
    return refuse(`The replay claims ${replay.durationMs} ms, but the game lasts ${game.durationMs} ms`);
  }
  if (replay.score !== game.score) {
    return refuse(`The replay claims a score of ${replay.score}, but the game scores ${game.score}`);
  }
  return { ok: true, score: game.score, durationMs: game.durationMs, replay };
}

function refuse(reason: string): ReplayVerdict {
  return { ok: false, reason };
}

function minutes(): number {
  return MINI_GAME_REPLAY.MAX_DURATION_MS / 60_000;
}
