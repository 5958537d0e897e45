import { RATINGS, starsOf } from '@kinora/domain';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { halfStarsAfterKey, halfStarsAt } from '../utils/star-steps';
import { StarRow, type StarSize } from './stars';

interface StarRatingProps {
  /** Half stars, 1..10; null: not rated yet. */
  value: number | null;
  onChange: (halfStars: number) => void;
  /** The slider's accessible name ("Your rating of Harbor Lights"). */
  label: string;
  size?: StarSize;
  /** Take the focus once shown (in a dialog that has just opened: after the dialog has opened). */
  autoFocus?: boolean;
  /** Enter on the slider: what the form around it does on submit. */
  onCommit?: () => void;
}

/** The rating under the pointer, from the side the stars start on (the right in a right-to-left page). */
function halfStarsUnder(event: PointerEvent<HTMLElement>): number {
  const box = event.currentTarget.getBoundingClientRect();
  const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const offset = isRtl ? box.right - event.clientX : event.clientX - box.left;
  return halfStarsAt(offset, box.width);
}

/**
 * The star control: a slider from half a star to five stars in half steps. Arrows move half a star (Page Up and
 * Down a star, Home and End to the ends); a click or a tap on a star's left half gives the half; dragging (with a
 * mouse, a pen or a finger) follows the pointer, and a mouse shows what a click would give before it clicks.
 */
export function StarRating({
  value,
  onChange,
  label,
  size = 'lg',
  autoFocus = false,
  onCommit,
}: StarRatingProps) {
  const t = useT('ratings');
  const [preview, setPreview] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoFocus) return;
    // A modal dialog opens in its own effect, after this one; focus inside it only holds once it is open.
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && onCommit) {
      event.preventDefault();
      onCommit();
      return;
    }
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = halfStarsAfterKey(event.key, value, isRtl);
    if (next === null) return;
    event.preventDefault();
    setPreview(null);
    if (next !== value) onChange(next);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const next = halfStarsUnder(event);
    setPreview(null);
    if (next !== value) onChange(next);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const next = halfStarsUnder(event);
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      if (next !== value) onChange(next);
    } else if (event.pointerType === 'mouse') {
      setPreview(next);
    }
  }

  return (
    <div
      ref={ref}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={starsOf(RATINGS.MIN_HALF_STARS)}
      aria-valuemax={starsOf(RATINGS.MAX_HALF_STARS)}
      aria-valuenow={value === null ? undefined : starsOf(value)}
      aria-valuetext={value === null ? t('notRated') : t('starsCount', { count: starsOf(value) })}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setPreview(null)}
      data-testid="star-rating"
      className="inline-flex cursor-pointer touch-none items-center gap-1 rounded-lg p-1 select-none"
    >
      <StarRow halfStars={preview ?? value} size={size} />
    </div>
  );
}
