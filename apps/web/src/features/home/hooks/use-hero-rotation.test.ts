import { HERO } from '@kinora/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeroRotation, wrapIndex } from './use-hero-rotation';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderRotation(props: { count: number; isPaused?: boolean; isMotionReduced?: boolean }) {
  return renderHook(
    ({ count, isPaused = false, isMotionReduced = false }) =>
      useHeroRotation({ count, isPaused, isMotionReduced }),
    { initialProps: props },
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** One full turn: the 12 s wait, then the fade (React schedules the fade's timer once the wait has ended). */
const waitOneTitle = () => {
  wait(HERO.ROTATION_MS);
  wait(HERO.FADE_MS);
};

describe('hero rotation', () => {
  it('shows each title for 12 s, fades it out over 300 ms, then shows the next', () => {
    const { result } = renderRotation({ count: 3 });

    wait(HERO.ROTATION_MS - 1);
    expect(result.current).toMatchObject({ index: 0, isFading: false });

    wait(1);
    expect(result.current).toMatchObject({ index: 0, isFading: true });

    wait(HERO.FADE_MS - 1);
    expect(result.current.index).toBe(0);

    wait(1);
    expect(result.current).toMatchObject({ index: 1, isFading: false });
  });

  it('wraps around from the last title to the first', () => {
    const { result } = renderRotation({ count: 2 });

    waitOneTitle();
    expect(result.current.index).toBe(1);

    waitOneTitle();
    expect(result.current.index).toBe(0);
  });

  it('holds still while paused, and starts a fresh 12 s when the pause ends', () => {
    const { result, rerender } = renderRotation({ count: 3 });
    wait(HERO.ROTATION_MS / 2);

    rerender({ count: 3, isPaused: true });
    wait(HERO.ROTATION_MS * 3);
    expect(result.current).toMatchObject({ index: 0, isFading: false });

    rerender({ count: 3, isPaused: false });
    wait(HERO.ROTATION_MS - 1);
    expect(result.current).toMatchObject({ index: 0, isFading: false });
    wait(1);
    wait(HERO.FADE_MS);
    expect(result.current.index).toBe(1);
  });

  it('finishes a fade that a pause interrupts, so the hero never stays faded out', () => {
    const { result, rerender } = renderRotation({ count: 3 });
    wait(HERO.ROTATION_MS);
    expect(result.current.isFading).toBe(true);

    rerender({ count: 3, isPaused: true });
    wait(HERO.FADE_MS);

    expect(result.current).toMatchObject({ index: 1, isFading: false });
  });

  it('never advances by itself when reduced motion is asked for, and moves by hand without the fade', () => {
    const { result } = renderRotation({ count: 3, isMotionReduced: true });

    wait(HERO.ROTATION_MS * 3);
    expect(result.current).toMatchObject({ index: 0, isFading: false });

    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, isFading: false });
    wait(HERO.ROTATION_MS * 3);
    expect(result.current).toMatchObject({ index: 1, isFading: false });
  });

  it('moves by hand both ways, wrapping, and restarts the 12 s on the title it lands on', () => {
    const { result } = renderRotation({ count: 3 });
    wait(HERO.ROTATION_MS - 100);

    act(() => result.current.previous());
    expect(result.current.index).toBe(2);

    wait(HERO.ROTATION_MS - 1);
    expect(result.current).toMatchObject({ index: 2, isFading: false });

    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);
  });

  it('does not rotate a single title', () => {
    const { result } = renderRotation({ count: 1 });

    wait(HERO.ROTATION_MS * 2);

    expect(result.current).toMatchObject({ index: 0, isFading: false });
  });
});

describe('wrapIndex', () => {
  it('brings any index into the list', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(4, 0)).toBe(0);
  });
});
