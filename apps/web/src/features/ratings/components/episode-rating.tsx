import { starsOf, starsText } from '@kinora/domain';
import { useState } from 'react';
import type { EpisodeRatingProps } from '@/components/title-page-slots';
import { useTitleRatings } from '../api/ratings-api';
import { episodeRating } from '../utils/episode-ratings';
import { RatingDialog } from './rating-dialog';

/** An episode row's compact rating: its stars once rated, else "Rate"; both open the rating dialog. */
export function EpisodeRating({ showId, season, episode, label }: EpisodeRatingProps) {
  const ratings = useTitleRatings('tv', showId);
  const [isOpen, setOpen] = useState(false);
  const mine = episodeRating(ratings.data?.episodes, season, episode);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={mine ? `Your rating of ${label}: ${starsText(mine.rating)}. Change it` : `Rate ${label}`}
        className="btn-ghost min-h-10 px-4"
      >
        <span aria-hidden="true" className="text-accent">
          {mine ? '★' : '☆'}
        </span>
        {mine ? starsOf(mine.rating) : 'Rate'}
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
