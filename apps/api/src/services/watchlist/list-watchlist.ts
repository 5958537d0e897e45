import type { WatchlistItem } from '@kinora/domain';
import { desc, eq } from 'drizzle-orm';
import { watchlistItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { toWatchlistItem } from './watchlist-items';

/** The viewer's watch-later list, newest first. */
export async function listWatchlist(deps: Deps, userId: string): Promise<WatchlistItem[]> {
  const rows = await deps.db
    .select()
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId))
    .orderBy(desc(watchlistItems.addedAt), desc(watchlistItems.id));
  return rows.map(toWatchlistItem);
}
