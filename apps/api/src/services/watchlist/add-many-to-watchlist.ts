import { LIMITS } from '@kinora/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { watchlistItems } from '../../db/schema';
import { lockUserRows } from '../../db/user-lists';
import type { Deps } from '../../deps';
import type { ListRow, ListWrite } from '../shared/list-rows';

/**
 * The one writer of the watch-later list (a single add and the import alike): rows go in one statement under the
 * user's list lock. The list's identity constraint makes a title already listed (from before, or twice in one
 * batch) "already there"; what would pass LIMITS.WATCHLIST_MAX is taken back and counted as left out. A row
 * without a date is listed now.
 */
export async function addManyToWatchlist(
  deps: Deps,
  profileId: string,
  rows: readonly ListRow[],
): Promise<ListWrite> {
  if (rows.length === 0) return { inserted: [], alreadyThere: 0, leftOut: 0 };
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watchlist', profileId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(watchlistItems)
      .where(eq(watchlistItems.profileId, profileId));
    const now = deps.now();
    const inserted = await tx
      .insert(watchlistItems)
      .values(rows.map((r) => ({ ...r.facts, addedAt: r.at ?? now })))
      .onConflictDoNothing()
      .returning({ id: watchlistItems.id });
    const ids = inserted.map((r) => r.id);
    const overflow = Math.max(0, n + ids.length - LIMITS.WATCHLIST_MAX);
    const kept = ids.slice(0, ids.length - overflow);
    if (overflow > 0)
      await tx.delete(watchlistItems).where(inArray(watchlistItems.id, ids.slice(kept.length)));
    return { inserted: kept, alreadyThere: rows.length - ids.length, leftOut: overflow };
  });
}
