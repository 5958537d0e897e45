import type { MiniGameWorld } from '@kinora/domain';
import { Game } from './game';
import { STANDARD_WORLD } from './world';

/**
 * Plays a game the way a browser does, for tests and benchmarks: frames of 1000/fps ms through `Game.step`,
 * each frame handing in the flap times that fall within it. Stops when the game ends, or after `maxMs` of game
 * time (so a broken engine fails a test instead of hanging it).
 */
export function playInFrames(
  fps: number,
  seed: number,
  flaps: readonly number[],
  { world = STANDARD_WORLD, maxMs = 20 * 60 * 1000 } = {} as { world?: MiniGameWorld; maxMs?: number },
): Game {
  const game = new Game(world);
  game.start(seed);
  const dt = 1000 / fps;
  let next = 0;
  while (game.state.phase === 'playing' && game.clockMs < maxMs) {
    const frameEnd = game.clockMs + dt;
    const inFrame: number[] = [];
    while (next < flaps.length && flaps[next]! <= frameEnd) inFrame.push(flaps[next++]!);
    game.step(dt, { flaps: inFrame });
  }
  return game;
}
