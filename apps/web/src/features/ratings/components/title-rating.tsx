import { type RatingAverage, starsOf } from '@kinora/domain';
import { useState } from 'react';
import { Skeleton } from '@/components/skeleton';
import type { TitleRatingProps } from '@/components/title-page-slots';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useTitleRatings } from '../api/ratings-api';
import { formatAverage } from '../utils/average';
import { RatingDialog } from './rating-dialog';

/** "Kinora: 4.2 ★ (12 ratings)", or that nobody has rated it yet. */
export function KinoraAverage({ kinora }: { kinora: RatingAverage }) {
  const t = useT('ratings');
  if (kinora.average === null || kinora.count === 0) {
    return <span className="text-muted">{t('kinoraNoRatings')}</span>;
  }
  const average = formatAverage(kinora.average);
  return (
    <>
      <span className="sr-only">{t('kinoraAverage', { average, count: kinora.count })}</span>
      <span aria-hidden="true">
        {t('kinoraLabel')} <span className="font-semibold text-text">{average}</span>{' '}
        <span className="text-accent">★</span> ({t('ratingsCount', { count: kinora.count })})
      </span>
    </>
  );
}

/**
 * A title's fact-line items beside TMDB's rating: Kinora's average over every viewer's rating of the whole title,
 * and the viewer's own rating as a button that opens the rating dialog.
 */
export function TitleRating({ media, id, title }: TitleRatingProps) {
  const t = useT('ratings');
  const ratings = useTitleRatings(media, id);
  const [isOpen, setOpen] = useState(false);
  if (ratings.isPending) {
    return (
      <li role="status" aria-label={t('loadingRatings')} className="flex items-center gap-2">
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
          aria-label={
            mine
              ? t('yourRatingChange', { stars: t('starsCount', { count: starsOf(mine.rating) }) })
              : undefined
          }
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-ink/60 px-3 text-sm font-medium text-text hover:border-accent/60"
        >
          {mine ? (
            <>
              {t('yourRating', { stars: formatNumber(starsOf(mine.rating)) })}
              <span aria-hidden="true" className="text-accent">
                ★
              </span>
            </>
          ) : (
            <>
              <span aria-hidden="true" className="text-accent">
                ☆
              </span>
              {media === 'movie' ? t('rateThisMovie') : t('rateThisShow')}
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
