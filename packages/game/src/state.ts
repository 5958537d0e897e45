import { MINI_GAME_REPLAY, type MiniGameWorld } from '@kinora/domain';
import { groundTop, spriteX } from './world';

export type GamePhase = 'idle' | 'playing' | 'over';
export type Crash = 'pipe' | 'ground' | 'top';

/** A pair of pipes: `x` is the left edge, the opening runs from `gapTop` down for the gap's height. */
export interface Pipe {
  x: number;
  gapTop: number;
  /** Set once the pipe has been scored, so it counts once. */
  passed: boolean;
}

/** The sprite's centre and its vertical speed (px per step, positive = falling). */
export interface Sprite {
  x: number;
  y: number;
  vy: number;
}

/**
 * Everything a game is, as a plain value: the renderer draws it, the server replays into it. World pixels, y
 * grows downwards. `flaps` are the times (ms since the start) of the flaps the game took, which with the seed
 * and world are the whole game.
 */
export interface GameState {
  phase: GamePhase;
  world: MiniGameWorld;
  /** The y of the ground's surface. */
  groundY: number;
  seed: number;
  /** The random source's current state. */
  random: number;
  /** Steps simulated since the start. */
  step: number;
  sprite: Sprite;
  pipes: Pipe[];
  score: number;
  flaps: number[];
  /** What ended the game, once it is over. */
  crash: Crash | null;
}

/**
 * The waiting screen: the sprite in the middle of the sky, no pipes, nothing moving. The world must be one a
 * replay may name (16:9, 512×288 to 1920×1080): in a smaller one the gap would not fit between its margins.
 */
export function idleState(world: MiniGameWorld): GameState {
  if (!isNamableWorld(world)) {
    throw new RangeError(
      `A game world must be 16:9, from 512×288 to 1920×1080; got ${world.width}×${world.height}`,
    );
  }
  const groundY = groundTop(world);
  return {
    phase: 'idle',
    world: { width: world.width, height: world.height },
    groundY,
    seed: 0,
    random: 0,
    step: 0,
    sprite: { x: spriteX(world), y: groundY / 2, vy: 0 },
    pipes: [],
    score: 0,
    flaps: [],
    crash: null,
  };
}

/** A fresh game at its first step, score 0, its pipes drawn from `seed` (a whole number in 0..2^32-1). */
export function startState(world: MiniGameWorld, seed: number): GameState {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
    throw new RangeError(`A game's seed is a whole number from 0 to 4294967295, not ${seed}`);
  }
  return { ...idleState(world), phase: 'playing', seed, random: seed | 0 };
}

/**
 * The same bounds as the replay schema's world, checked without the schema library: the page that plays the game
 * should not have to download it (the server validates replays with the schema itself).
 */
function isNamableWorld({ width, height }: MiniGameWorld): boolean {
  return (
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    width * 9 === height * 16 &&
    height >= MINI_GAME_REPLAY.MIN_WORLD_HEIGHT &&
    height <= MINI_GAME_REPLAY.MAX_WORLD_HEIGHT
  );
}
