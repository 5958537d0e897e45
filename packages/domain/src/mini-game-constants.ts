/**
 * The mini game's numbers, beside the product's others (constants.ts) but in a module of their own: the web app
 * places a module in one chunk, whole, so these now load with the game's page and not with every signed-in page.
 */

/**
 * The mini game. Velocities and accelerations are per step, and a step is one frame of a 60 fps game:
 * gravity adds 0.5 px/step to the fall speed each step, a flap sets it to -8.5 px/step, pipes move 2.5 px/step.
 * Lengths are in the logical world's pixels (800×450 for every screen; the renderer scales it).
 */
export const MINI_GAME = {
  GRAVITY: 0.5,
  FLAP_VELOCITY: -8.5,
  PIPE_GAP: 150,
  PIPE_WIDTH: 70,
  PIPE_SPEED: 2.5,
  PIPE_INTERVAL_MS: 1600,
  GROUND_MIN_PX: 60,
  GROUND_HEIGHT_RATIO: 0.18,
  SPRITE_PX: 36,
  COLLISION_RADIUS_PX: 16,
  MUSIC_VOLUME: 0.5,
  MUSIC_LOOP: true,
  STEPS_PER_SECOND: 60,
  WORLD_WIDTH: 800,
  WORLD_HEIGHT: 450,
  /** Where the sprite flies, as a share of the world's width from the left edge. */
  SPRITE_X_RATIO: 0.25,
  /** The closest a pipe's gap comes to the top edge or to the ground. */
  PIPE_MARGIN_PX: 30,
} as const;

const LONGEST_GAME_MS = 15 * 60 * 1000;
/**
 * What a submitted replay may hold. Good play takes 2 to 3 flaps a second (a 5-minute game about 700 flaps,
 * 5 KB of JSON); 5 a second over the longest game bounds a replay at about 32 KB, under the body limit.
 */
export const MINI_GAME_REPLAY = {
  MAX_DURATION_MS: LONGEST_GAME_MS,
  MAX_FLAPS: (5 * LONGEST_GAME_MS) / 1000,
  /** Worlds are 16:9, from 512×288 to 1920×1080. */
  MIN_WORLD_HEIGHT: 288,
  MAX_WORLD_HEIGHT: 1080,
  /** At most one pipe is spawned per interval, so no game of the longest length can score more. */
  MAX_SCORE: Math.ceil(LONGEST_GAME_MS / MINI_GAME.PIPE_INTERVAL_MS),
  /**
   * Largest submit body (`{gameId, replay}`) the REST route reads: the largest allowed replay is about 32 KB
   * (4,500 six-digit flap times), so a bigger body is refused before it is parsed.
   */
  SUBMIT_BODY_MAX_BYTES: 40 * 1024,
} as const;

/** Scores and games around the mini game (docs/product/mini-game.md). */
export const MINI_GAME_SCORES = {
  LEADERBOARD_SIZE: 50,
  /** The legacy REST route takes a client's word for a score, within this bound. */
  LEGACY_MAX_SCORE: 100_000,
  /** Games started and not yet submitted that a player may hold; starting another forgets the oldest. */
  OPEN_GAMES_MAX: 5,
  /** A replay may last at most this much longer than the time since its game started (clocks and latency). */
  CLOCK_SLACK_MS: 2_000,
  /**
   * Games a player may submit a minute, on both doors together (then 429). Playing a long replay again costs the
   * server tens of milliseconds; one game every 2 seconds is more than anyone plays (the shortest game, a fall
   * without a flap, lasts about half a second, plus the restart).
   */
  SUBMITS_PER_MIN: 30,
} as const;
