import { starsOf } from '@kinora/domain';
import { useT } from '@/lib/i18n';
import { starFill } from '../utils/star-steps';

const STARS = [1, 2, 3, 4, 5] as const;
const PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const SIZE = { sm: 'size-4', md: 'size-6', lg: 'size-9 sm:size-10' } as const;
export type StarSize = keyof typeof SIZE;

/**
 * One star, drawn empty, half or full: an outline, and the gold fill over it cut at the half on the reading
 * side (the right half in a right-to-left page fills first, as the row does).
 */
function Star({ fill, size }: { fill: 'full' | 'half' | 'empty'; size: StarSize }) {
  return (
    <span aria-hidden="true" className={`relative inline-block shrink-0 ${SIZE[size]}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="absolute inset-0 size-full text-muted">
        <path d={PATH} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {fill !== 'empty' && (
        <span
          className={`absolute inset-y-0 start-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-full text-accent ${SIZE[size]}`}>
            <path
              d={PATH}
              fill="currentColor"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
    </span>
  );
}

/** The five stars of a rating in half stars (null: none yet), pictures only. */
export function StarRow({ halfStars, size = 'md' }: { halfStars: number | null; size?: StarSize }) {
  return (
    <>
      {STARS.map((star) => (
        <Star key={star} fill={starFill(star, halfStars)} size={size} />
      ))}
    </>
  );
}

/** A rating to read, not change: the stars, named for screen readers ("3.5 stars"). */
export function Stars({ halfStars, size = 'sm' }: { halfStars: number; size?: StarSize }) {
  const t = useT('ratings');
  return (
    <span
      role="img"
      aria-label={t('starsCount', { count: starsOf(halfStars) })}
      className="inline-flex items-center gap-0.5"
    >
      <StarRow halfStars={halfStars} size={size} />
    </span>
  );
}
