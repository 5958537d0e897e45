import { type RatingAverage, starsOf } from '@kinora/domain';
import { useState } from 'react';
import { Skeleton } from '@/components/skeleton';
import type { TitleRatingProps } from '@/components/title-page-slots';
import { useTitleRatings } from '../api/ratings-api';
import { RatingDialog } from './rating-dialog';

const COUNT = new Intl.NumberFormat('en-US');

/** "Kinora: 4.2 ★ (12 ratings)", or that nobody has rated it yet. */
export function KinoraAverage({ kinora }: { kinora: RatingAverage }) {
  if (kinora.average === null || kinora.count === 0) {
    return <span className="text-muted">Kinora: no ratings yet</span>;
  }
  const ratings = `${COUNT.format(kinora.count)} rating${kinora.count === 1 ? '' : 's'}`;
  return (
    <>
      <span className="sr-only">{`Kinora's average: ${kinora.average.toFixed(1)} stars from ${ratings}`}</span>
      <span aria-hidden="true">
        Kinora: <span className="font-semibold text-text">{kinora.average.toFixed(1)}</span>{' '}
        <span className="text-accent">★</span> ({ratings})
      </span>
    </>
  );
}

/**
 * A title's fact-line items beside TMDB's rating: Kinora's average over every viewer's rating of the whole title,
 * and the viewer's own rating as a button that opens the rating dialog.
 */
export function TitleRating({ media, id, title }: TitleRatingProps) {
  const ratings = useTitleRatings(media, id);
  const [isOpen, setOpen] = useState(false);
  if (ratings.isPending) {
    return (
      <li role="status" aria-label="Loading ratings" className="flex items-center gap-2">
        <Skeleton className="h-5 w-40" />
      </li>
    );
  }
  // A failed read leaves the average out; rating still works (it replaces whatever is stored).
  const mine = ratings.data?.mine ?? null;
  return (
    <>
      {ratings.data && (
        <li data-testid="kinora-rating">
          <KinoraAverage kinora={ratings.data.kinora} />
        </li>
      )}
      <li>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-ink/60 px-3 text-sm font-medium text-text hover:border-accent/60"
        >
          {mine ? (
            <>
              Your rating: {starsOf(mine.rating)}
              <span aria-hidden="true" className="text-accent">
                ★
              </span>
              <span className="sr-only"> stars. Change it</span>
            </>
          ) : (
            <>
              <span aria-hidden="true" className="text-accent">
                ☆
              </span>
              Rate this {media === 'movie' ? 'movie' : 'show'}
            </>
          )}
        </button>
        <RatingDialog
          open={isOpen}
          onClose={() => setOpen(false)}
          subject={title}
          target={{ type: media, id }}
          current={mine}
        />
      </li>
    </>
  );
}
