import { MINI_GAME, type MiniGameWorld } from '@kinora/domain';

/**
 * Every screen plays the same logical 16:9 world (800×450 world pixels); the renderer scales it to the canvas.
 * Physics in screen pixels would make a phone's game a different (and nearly impossible) game from a desktop's.
 */
export const STANDARD_WORLD: MiniGameWorld = Object.freeze({
  width: MINI_GAME.WORLD_WIDTH,
  height: MINI_GAME.WORLD_HEIGHT,
});

/** The ground strip at the bottom: the larger of 60 px and 18% of the height. */
export function groundHeight(world: MiniGameWorld): number {
  return Math.max(MINI_GAME.GROUND_MIN_PX, MINI_GAME.GROUND_HEIGHT_RATIO * world.height);
}

/** The y of the ground's surface (y grows downwards from the top edge at 0). */
export function groundTop(world: MiniGameWorld): number {
  return world.height - groundHeight(world);
}

/** The sprite's centre never moves sideways: the pipes come to it. */
export function spriteX(world: MiniGameWorld): number {
  return world.width * MINI_GAME.SPRITE_X_RATIO;
}
