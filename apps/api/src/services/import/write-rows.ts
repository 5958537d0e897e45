import { LIMITS, type WatchTarget } from '@kinora/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { watchHistory, watchlistItems } from '../../db/schema';
import { isUserTarget } from '../../db/target-match';
import { keepNewestRows, lockUserRows, USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';
import type { lookupTargetRow } from '../shared/title-facts';

/** A matched row, ready to store: the list row's facts from the catalogue, and when it was watched or listed. */
export type ReadyRow = { facts: Awaited<ReturnType<typeof lookupTargetRow>>; at: Date | undefined };

export type Written = { inserted: number[]; alreadyThere: number; leftOut: number };

/**
 * Adds rows to the watch-later list in one statement. The list's identity constraint makes a title already
 * listed (from before, or twice in the file) "already there"; what would overflow the list's cap is taken back
 * and counted as left out.
 */
export async function addToWatchLater(
  deps: Deps,
  userId: string,
  rows: readonly ReadyRow[],
): Promise<Written> {
  if (rows.length === 0) return { inserted: [], alreadyThere: 0, leftOut: 0 };
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watchlist', userId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(watchlistItems)
      .where(eq(watchlistItems.userId, userId));
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

/**
 * Adds rows to the watch history. A dated row is already there when the same title was watched at that same
 * moment (a unique index, so a re-import adds nothing twice); an undated row when the title is in the history
 * at all, and it is stored as watched now. The history's cap is applied by `trimWatchHistory` at the end.
 */
export async function addToWatchHistory(
  deps: Deps,
  userId: string,
  rows: readonly ReadyRow[],
): Promise<Written> {
  if (rows.length === 0) return { inserted: [], alreadyThere: 0, leftOut: 0 };
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watch', userId);
    const now = deps.now();
    const values = [];
    let alreadyThere = 0;
    for (const row of rows) {
      if (row.at === undefined) {
        const target = targetOf(row);
        const [seen] = await tx
          .select({ id: watchHistory.id })
          .from(watchHistory)
          .where(isUserTarget(watchHistory, userId, target))
          .limit(1);
        if (seen) {
          alreadyThere += 1;
          continue;
        }
      }
      values.push({ ...row.facts, watchedAt: row.at ?? now });
    }
    const inserted =
      values.length === 0
        ? []
        : await tx
            .insert(watchHistory)
            .values(values)
            .onConflictDoNothing()
            .returning({ id: watchHistory.id });
    return {
      inserted: inserted.map((r) => r.id),
      alreadyThere: alreadyThere + values.length - inserted.length,
      leftOut: 0,
    };
  });
}

/**
 * Applies the watch history's cap once the import is done, and says how many of the rows the import added
 * survived it: the history keeps its newest entries, so rows older than those are left out.
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

function targetOf(row: ReadyRow): WatchTarget {
  const { mediaType, tmdbId, season, episode } = row.facts;
  return season !== null && episode !== null
    ? { type: 'tv', id: tmdbId, season, episode }
    : { type: mediaType, id: tmdbId };
}
