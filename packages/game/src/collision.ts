import { MINI_GAME } from '@kinora/domain';
import type { Crash, GameState } from './state';

const { COLLISION_RADIUS_PX: RADIUS, PIPE_GAP, PIPE_WIDTH } = MINI_GAME;

/**
 * What the sprite hits, if anything. The sprite is a circle of the collision radius (smaller than the drawn
 * sprite, so grazing a corner of the picture is forgiven); touching counts as hitting.
 */
export function findCrash(state: GameState): Crash | null {
  const { x, y } = state.sprite;
  if (y - RADIUS <= 0) return 'top';
  if (y + RADIUS >= state.groundY) return 'ground';
  for (const pipe of state.pipes) {
    if (pipe.x > x + RADIUS) break; // pipes are ordered left to right: the rest are further away
    const gapBottom = pipe.gapTop + PIPE_GAP;
    if (
      circleTouchesBox(x, y, pipe.x, 0, pipe.x + PIPE_WIDTH, pipe.gapTop) ||
      circleTouchesBox(x, y, pipe.x, gapBottom, pipe.x + PIPE_WIDTH, state.groundY)
    ) {
      return 'pipe';
    }
  }
  return null;
}

function circleTouchesBox(cx: number, cy: number, left: number, top: number, right: number, bottom: number) {
  const dx = cx - Math.min(Math.max(cx, left), right);
  const dy = cy - Math.min(Math.max(cy, top), bottom);
  return dx * dx + dy * dy <= RADIUS * RADIUS;
}
