import { LIMITS } from '@kinora/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { watchHistory } from '../../db/schema';
import { keepNewestRows, lockUserRows, USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';
import type { ListRow, ListWrite } from '../shared/list-rows';
import { insertViews } from './watch-views';

/**
 * Records a batch of views from elsewhere (an import). A dated row is already there when the same title was
 * watched at that same moment, so the same file again adds nothing; an undated row when the title is in the
 * history at all, and it is stored as watched now. The history's cap is applied by `trimWatchHistory` once the
 * whole batch run is done, so rows older than the newest kept are counted as left out there.
 */
export async function recordWatches(
  deps: Deps,
  userId: string,
  rows: readonly ListRow[],
): Promise<ListWrite> {
  if (rows.length === 0) return { inserted: [], alreadyThere: 0, leftOut: 0 };
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watch', userId);
    const now = deps.now();
    const inserted = await insertViews(
      tx,
      userId,
      rows.map((r) =>
        r.at === undefined ? { facts: r.facts, at: now, seenSince: 'ever' } : { facts: r.facts, at: r.at },
      ),
    );
    return { inserted, alreadyThere: rows.length - inserted.length, leftOut: 0 };
  });
}

/**
 * Applies the watch history's cap (its newest LIMITS.WATCH_HISTORY_MAX entries) after `recordWatches`, and says
 * how many of the rows it added survived it.
 */
export async function trimWatchHistory(
  deps: Deps,
  userId: string,
  inserted: readonly number[],
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watch', userId);
    await keepNewestRows(tx, USER_LISTS.watch, userId, LIMITS.WATCH_HISTORY_MAX);
    if (inserted.length === 0) return 0;
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(watchHistory)
      .where(and(eq(watchHistory.userId, userId), inArray(watchHistory.id, [...inserted])));
    return n;
  });
}
