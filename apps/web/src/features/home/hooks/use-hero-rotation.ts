import { HERO } from '@kinora/domain';
import { useCallback, useEffect, useState } from 'react';

interface HeroRotationOptions {
  /** How many titles the hero rotates through. */
  count: number;
  /** Hover, focus or the pause button: the current title stays. */
  isPaused: boolean;
  /** Reduced motion: never advance by itself (WCAG 2.2.2); moves by hand switch without the fade. */
  isMotionReduced: boolean;
  intervalMs?: number;
  fadeMs?: number;
}

export interface HeroRotation {
  index: number;
  /** True during the fade-out before the next title. */
  isFading: boolean;
  goTo(index: number): void;
  next(): void;
  previous(): void;
}

/** `index` brought into 0..count-1, wrapping both ways (so -1 is the last). */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The hero shows each trending title for 12 s, fades it out over 300 ms, then shows the
 * next, wrapping around at the end. A manual move restarts the 12 s for the title it lands on. For someone who asked
 * for reduced motion it stays on the title they see until they move it: moving content they did not start is the
 * motion they asked to be spared.
 */
export function useHeroRotation({
  count,
  isPaused,
  isMotionReduced,
  intervalMs = HERO.ROTATION_MS,
  fadeMs = HERO.FADE_MS,
}: HeroRotationOptions): HeroRotation {
  const [rawIndex, setRawIndex] = useState(0);
  const [isFading, setIsFading] = useState(false);
  const index = wrapIndex(rawIndex, count);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the wait whenever the title changes, however it changed
  useEffect(() => {
    if (isPaused || isFading || isMotionReduced || count < 2) return;
    const timer = setTimeout(() => setIsFading(true), intervalMs);
    return () => clearTimeout(timer);
  }, [index, count, isPaused, isFading, isMotionReduced, intervalMs]);

  // A started fade always completes, even if a pause begins meanwhile: the hero must never stay faded out.
  useEffect(() => {
    if (!isFading) return;
    const timer = setTimeout(() => {
      setRawIndex((current) => wrapIndex(current + 1, count));
      setIsFading(false);
    }, fadeMs);
    return () => clearTimeout(timer);
  }, [isFading, count, fadeMs]);

  const goTo = useCallback(
    (target: number) => {
      setIsFading(false);
      setRawIndex(wrapIndex(target, count));
    },
    [count],
  );

  return {
    index,
    isFading,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
