import type { WatchlistItem } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { watchlistItems } from '../../db/schema';
import { USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';
import { toWatchlistItem } from './watchlist-items';

/** The viewer's watch-later list, newest first. */
export async function listWatchlist(deps: Deps, profileId: string): Promise<WatchlistItem[]> {
  const rows = await deps.db
    .select()
    .from(watchlistItems)
    .where(eq(watchlistItems.profileId, profileId))
    .orderBy(...USER_LISTS.watchlist.newestFirst);
  return rows.map(toWatchlistItem);
}
