import type { WatchTarget } from '@kinora/domain';
import { watchlistItems } from '../../db/schema';
import { isUserTarget } from '../../db/target-match';
import type { Deps } from '../../deps';

/**
 * Removes exactly the named entry (a movie, a whole show, or one episode) from the caller's own list. Removing
 * what is not there succeeds too: a retried delete must not turn into an error.
 */
export async function removeFromWatchlist(deps: Deps, profileId: string, target: WatchTarget) {
  const removed = await deps.db
    .delete(watchlistItems)
    .where(isUserTarget(watchlistItems, profileId, target))
    .returning({ id: watchlistItems.id });
  return {
    removed: removed.length > 0,
    message: removed.length > 0 ? 'Removed from your watchlist' : 'It was not in your watchlist',
  };
}
