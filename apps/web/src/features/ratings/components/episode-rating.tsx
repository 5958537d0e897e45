import { starsOf } from '@kinora/domain';
import { useState } from 'react';
import type { EpisodeRatingProps } from '@/components/title-page-slots';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useTitleRatings } from '../api/ratings-api';
import { episodeRating } from '../utils/episode-ratings';
import { RatingDialog } from './rating-dialog';

/** An episode row's compact rating: its stars once rated, else "Rate"; both open the rating dialog. */
export function EpisodeRating({ showId, season, episode, label }: EpisodeRatingProps) {
  const t = useT('ratings');
  const ratings = useTitleRatings('tv', showId);
  const [isOpen, setOpen] = useState(false);
  const mine = episodeRating(ratings.data?.episodes, season, episode);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={
          mine
            ? t('yourRatingOfChange', {
                subject: label,
                stars: t('starsCount', { count: starsOf(mine.rating) }),
              })
            : t('rateSubject', { subject: label })
        }
        className="btn-ghost min-h-10 px-4"
      >
        <span aria-hidden="true" className="text-accent">
          {mine ? '★' : '☆'}
        </span>
        {mine ? formatNumber(starsOf(mine.rating)) : t('rateButton')}
      </button>
      <RatingDialog
        open={isOpen}
        onClose={() => setOpen(false)}
        subject={label}
        target={{ type: 'tv', id: showId, season, episode }}
        current={mine}
      />
    </>
  );
}
