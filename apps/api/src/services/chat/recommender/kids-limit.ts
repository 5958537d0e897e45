import { KIDS_MAX_RATINGS } from '@kinora/domain';
import { ratingWithin } from '@kinora/tmdb';
import type { Intent } from './intent';

/** How the limit is named when the question itself set none (the intro keeps to the question's own words). */
const KIDS_LABEL = 'for a kids profile';

/**
 * A kids profile's question held to the kids limit (KIDS_MAX_RATINGS), per media: the limit it asked for when
 * that is as strict, else the kids one. Gathering then filters upstream where the catalogue can (a movie's
 * discover), and every other candidate's rating is checked before it is shown, as for any age limit.
 */
export function withinKidsLimit(intent: Intent): Intent {
  const asked = intent.ageLimit;
  const movie =
    asked && ratingWithin('movie', asked.movie, KIDS_MAX_RATINGS.movie)
      ? asked.movie
      : KIDS_MAX_RATINGS.movie;
  const tv = asked && ratingWithin('tv', asked.tv, KIDS_MAX_RATINGS.tv) ? asked.tv : KIDS_MAX_RATINGS.tv;
  return {
    ...intent,
    ageLimit: { label: asked?.label ?? KIDS_LABEL, movie, tv, explicit: asked?.explicit ?? false },
  };
}
