import { RATINGS } from '@kinora/domain';

const clamp = (halfStars: number) =>
  Math.min(RATINGS.MAX_HALF_STARS, Math.max(RATINGS.MIN_HALF_STARS, halfStars));

/**
 * The slider's keys (the WAI-ARIA slider pattern), in half stars: arrows move half a star, Page Up/Down a whole
 * star, Home and End go to half a star and five stars. From no rating yet, any step lands on the first value in
 * its direction. Null: the key is not the slider's (Tab, Enter...). In a right-to-left page the stars fill from
 * the right, so the left arrow is the one that moves toward more stars.
 */
export function halfStarsAfterKey(key: string, current: number | null, isRtl = false): number | null {
  const up = (step: number) => (current === null ? step : clamp(current + step));
  const down = (step: number) => (current === null ? RATINGS.MIN_HALF_STARS : clamp(current - step));
  const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const back = isRtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
    case 'ArrowUp':
      return up(1);
    case back:
    case 'ArrowDown':
      return down(1);
    case 'PageUp':
      return up(2);
    case 'PageDown':
      return down(2);
    case 'Home':
      return RATINGS.MIN_HALF_STARS;
    case 'End':
      return RATINGS.MAX_HALF_STARS;
    default:
      return null;
  }
}

/**
 * The rating under a pointer `offset` pixels from the stars' starting edge (the left, or the right in a
 * right-to-left page) of a row `width` pixels wide: the left half of a star is half of it.
 */
export function halfStarsAt(offset: number, width: number): number {
  if (width <= 0) return RATINGS.MIN_HALF_STARS;
  return clamp(Math.ceil((offset / width) * RATINGS.MAX_HALF_STARS));
}

/** How much of star number `star` (1..5) a rating fills: 'full', 'half' or 'empty'. */
export function starFill(star: number, halfStars: number | null): 'full' | 'half' | 'empty' {
  const value = halfStars ?? 0;
  if (value >= star * 2) return 'full';
  return value === star * 2 - 1 ? 'half' : 'empty';
}
