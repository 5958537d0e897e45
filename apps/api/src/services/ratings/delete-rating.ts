import type { WatchTarget } from '@kinora/domain';
import { ratings } from '../../db/schema';
import type { Deps } from '../../deps';
import { isRatingOf } from './rating-rows';

/**
 * Removes the profile's rating (and its review) of exactly this movie, show or episode. Removing what is not
 * there succeeds too: a retried delete must not turn into an error.
 */
export async function deleteRating(deps: Deps, profileId: string, target: WatchTarget) {
  const removed = await deps.db
    .delete(ratings)
    .where(isRatingOf(profileId, target))
    .returning({ id: ratings.id });
  return {
    removed: removed.length > 0,
    message: removed.length > 0 ? 'Your rating was removed' : 'There was no rating to remove',
  };
}
