import { LIMITS } from '@kinora/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { watchHistory } from '../../db/schema';
import { keepNewestRows, lockUserRows, USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';
import type { ListRow, ListWrite } from '../shared/list-rows';
import { insertViews, type View } from './watch-views';

/**
 * Records a batch of views from elsewhere (an import). A dated row is already there when the same title was
 * watched at that same moment, so the same file again adds nothing; an undated row when the title is in the
 * history at all, and it is stored as watched now with its date unknown (as "I don't remember" is marked). The
 * history's cap is applied by `trimWatchHistory` once the whole batch run is done, so rows older than the newest
 * kept are counted as left out there.
 */
export async function recordWatches(
  deps: Deps,
  profileId: string,
  rows: readonly ListRow[],
): Promise<ListWrite> {
  if (rows.length === 0) return { inserted: [], alreadyThere: 0, leftOut: 0 };
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watch', profileId);
    const now = deps.now();
    const inserted = await insertViews(
      tx,
      profileId,
      rows.map((r) =>
        r.at === undefined
          ? { facts: r.facts, at: now, seenSince: 'ever', dateKnown: false }
          : { facts: r.facts, at: r.at },
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
  profileId: string,
  inserted: readonly number[],
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watch', profileId);
    await keepNewestRows(tx, USER_LISTS.watch, profileId, LIMITS.WATCH_HISTORY_MAX);
    if (inserted.length === 0) return 0;
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(watchHistory)
      .where(and(eq(watchHistory.profileId, profileId), inArray(watchHistory.id, [...inserted])));
    return n;
  });
}

/**
 * Records views the viewer marked without playing (services/history/mark-watched.ts), each with its own "already
 * there" rule, in one transaction under the profile's 'watch' lock, then applies the history's cap. Says how many
 * were added, how many were already there, and how many of the added did not fit under the cap (older than the
 * newest LIMITS.WATCH_HISTORY_MAX entries).
 */
export async function recordMarkedViews(
  deps: Deps,
  profileId: string,
  views: readonly View[],
): Promise<Omit<ListWrite, 'inserted'> & { added: number }> {
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watch', profileId);
    const inserted = await insertViews(tx, profileId, views);
    if (inserted.length === 0) return { added: 0, alreadyThere: views.length, leftOut: 0 };
    await keepNewestRows(tx, USER_LISTS.watch, profileId, LIMITS.WATCH_HISTORY_MAX);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(watchHistory)
      .where(and(eq(watchHistory.profileId, profileId), inArray(watchHistory.id, inserted)));
    return { added: n, alreadyThere: views.length - inserted.length, leftOut: inserted.length - n };
  });
}
