import { MINI_GAME } from '@kinora/domain';
import type { GameState } from '@kinora/game';

const COLORS = {
  skyTop: '#1b1640',
  skyBottom: '#4b2d6b',
  pipe: '#3fbf5f',
  pipeEdge: '#2a8a43',
  ground: '#2b2036',
  groundTop: '#f5b942',
  sprite: '#f5b942',
  spriteEye: '#0b0b12',
  letterbox: '#000000',
};
const PIPE_LIP_PX = 10;
const RADIUS = MINI_GAME.SPRITE_PX / 2;

/** Where the world goes on a canvas: one scale for both axes, centred, the rest of the canvas left as bars. */
export type WorldFit = { scale: number; x: number; y: number };

/**
 * Fits the world (800×450) into a canvas of any shape without stretching it: the largest scale at which the whole
 * world shows, centred, with bars on the two sides left over (a 16:10 or a portrait screen in fullscreen).
 */
export function fitWorld(
  canvas: { width: number; height: number },
  world: { width: number; height: number },
): WorldFit {
  const scale = Math.min(canvas.width / world.width, canvas.height / world.height);
  return {
    scale,
    x: (canvas.width - world.width * scale) / 2,
    y: (canvas.height - world.height * scale) / 2,
  };
}

export interface DrawOptions {
  /** Reduced motion: the sprite flies level instead of tilting with its speed (the game itself is unchanged). */
  isMotionReduced?: boolean;
}

/**
 * Draws one frame of the world onto a canvas of any size: the world is scaled to fit (fitWorld: the sprite stays
 * round whatever the screen's shape), on a canvas whose backing store is sized for the device pixel ratio so the
 * picture stays crisp. `fraction` (0 to 1) is how far the clock is into the next step; moving things are drawn
 * that far along, so a 144 Hz screen sees smooth motion from a 60 steps-per-second simulation.
 */
export function drawGame(
  context: CanvasRenderingContext2D,
  state: Readonly<GameState>,
  fraction: number,
  sprite: CanvasImageSource | null,
  options: DrawOptions = {},
): void {
  const { width, height } = context.canvas;
  const fit = fitWorld(context.canvas, state.world);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = COLORS.letterbox;
  context.fillRect(0, 0, width, height);
  context.save();
  context.setTransform(fit.scale, 0, 0, fit.scale, fit.x, fit.y);
  // Pipes coming in from the right edge must not show in the bars.
  context.beginPath();
  context.rect(0, 0, state.world.width, state.world.height);
  context.clip();

  const sky = context.createLinearGradient(0, 0, 0, state.groundY);
  sky.addColorStop(0, COLORS.skyTop);
  sky.addColorStop(1, COLORS.skyBottom);
  context.fillStyle = sky;
  context.fillRect(0, 0, state.world.width, state.world.height);

  const moving = state.phase === 'playing' ? fraction : 0;
  for (const pipe of state.pipes) {
    const x = pipe.x - MINI_GAME.PIPE_SPEED * moving;
    drawPipe(context, x, 0, pipe.gapTop, true);
    drawPipe(context, x, pipe.gapTop + MINI_GAME.PIPE_GAP, state.groundY, false);
  }

  context.fillStyle = COLORS.ground;
  context.fillRect(0, state.groundY, state.world.width, state.world.height - state.groundY);
  context.fillStyle = COLORS.groundTop;
  context.fillRect(0, state.groundY, state.world.width, 4);

  const y = state.sprite.y + state.sprite.vy * moving;
  const tilt = options.isMotionReduced ? 0 : Math.max(-0.5, Math.min(0.9, state.sprite.vy / 12));
  drawSprite(context, state.sprite.x, y, tilt, sprite);
  context.restore();
}

function drawPipe(
  context: CanvasRenderingContext2D,
  x: number,
  top: number,
  bottom: number,
  isUpper: boolean,
) {
  if (bottom <= top) return;
  context.fillStyle = COLORS.pipe;
  context.fillRect(x, top, MINI_GAME.PIPE_WIDTH, bottom - top);
  context.fillStyle = COLORS.pipeEdge;
  const lipY = isUpper ? bottom - PIPE_LIP_PX : top;
  context.fillRect(x - 4, lipY, MINI_GAME.PIPE_WIDTH + 8, PIPE_LIP_PX);
}

/** The player's avatar clipped to a circle, turned by `tilt` radians; a drawn face when there is no avatar. */
function drawSprite(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  tilt: number,
  image: CanvasImageSource | null,
) {
  context.save();
  context.translate(x, y);
  context.rotate(tilt);
  context.beginPath();
  context.arc(0, 0, RADIUS, 0, Math.PI * 2);
  if (image) {
    context.save();
    context.clip();
    context.drawImage(image, -RADIUS, -RADIUS, RADIUS * 2, RADIUS * 2);
    context.restore();
    context.lineWidth = 2;
    context.strokeStyle = COLORS.sprite;
    context.stroke();
  } else {
    context.fillStyle = COLORS.sprite;
    context.fill();
    context.fillStyle = COLORS.spriteEye;
    context.beginPath();
    context.arc(6, -5, 3.5, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#ff7a45';
    context.beginPath();
    context.moveTo(RADIUS - 2, 0);
    context.lineTo(RADIUS + 8, 3);
    context.lineTo(RADIUS - 2, 7);
    context.fill();
  }
  context.restore();
}
