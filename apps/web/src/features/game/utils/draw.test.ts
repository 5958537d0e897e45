import { idleState, STANDARD_WORLD } from '@kinora/game';
import { describe, expect, it } from 'vitest';
import { drawGame, fitWorld } from './draw';

describe('fitWorld', () => {
  it('fills a 16:9 canvas exactly', () => {
    expect(fitWorld({ width: 1600, height: 900 }, STANDARD_WORLD)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('letterboxes a 16:10 screen (fullscreen on many laptops) above and below, at one scale', () => {
    expect(fitWorld({ width: 1600, height: 1000 }, STANDARD_WORLD)).toEqual({ scale: 2, x: 0, y: 50 });
  });

  it('pillarboxes a wider screen at its sides', () => {
    expect(fitWorld({ width: 2100, height: 900 }, STANDARD_WORLD)).toEqual({ scale: 2, x: 250, y: 0 });
  });
});

/** A 2D context that records the transforms it is given; every other drawing call does nothing. */
function recordingContext(width: number, height: number) {
  const transforms: number[][] = [];
  const context = new Proxy({ canvas: { width, height } } as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === 'setTransform') return (...args: number[]) => transforms.push(args);
      if (key === 'createLinearGradient') return () => ({ addColorStop() {} });
      return () => {};
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  return { context: context as unknown as CanvasRenderingContext2D, transforms };
}

describe('drawGame', () => {
  it('draws the world at one scale on both axes on a 16:10 canvas, so the round sprite stays round', () => {
    const { context, transforms } = recordingContext(1600, 1000);
    drawGame(context, idleState(STANDARD_WORLD), 0, null);
    const world = transforms.at(-1)!;
    const [scaleX, skewY, skewX, scaleY, x, y] = world;
    expect([skewY, skewX]).toEqual([0, 0]);
    expect(scaleY).toBe(scaleX);
    expect([scaleX, x, y]).toEqual([2, 0, 50]);
  });
});

/** A 2D context that records every rotation it is asked for. */
function rotationContext() {
  const rotations: number[] = [];
  const context = new Proxy({ canvas: { width: 800, height: 450 } } as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === 'rotate') return (angle: number) => rotations.push(angle);
      if (key === 'createLinearGradient') return () => ({ addColorStop() {} });
      return () => {};
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  return { context: context as unknown as CanvasRenderingContext2D, rotations };
}

describe('drawGame and reduced motion', () => {
  const falling = () => {
    const state = idleState(STANDARD_WORLD);
    return { ...state, sprite: { ...state.sprite, vy: 6 } };
  };

  it('tilts the sprite with its speed', () => {
    const { context, rotations } = rotationContext();
    drawGame(context, falling(), 0, null);
    expect(rotations).toEqual([0.5]);
  });

  it('keeps the sprite level for reduced motion', () => {
    const { context, rotations } = rotationContext();
    drawGame(context, falling(), 0, null, { isMotionReduced: true });
    expect(rotations).toEqual([0]);
  });
});
