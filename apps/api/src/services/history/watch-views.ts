import type { WatchTarget } from '@kinora/domain';
import { and, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { watchHistory } from '../../db/schema';
import { isUserTarget } from '../../db/target-match';
import type { TargetRow } from '../shared/title-facts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A view of a title to store at `at`. It is already there when the history holds a view of the same title at the
 * same moment (the `watch_history_view` unique index), and also, with `seenSince`, when it holds one after that
 * time or, with 'ever', at any time.
 */
export type View = { facts: TargetRow; at: Date; seenSince?: Date | 'ever' };

/**
 * Stores the views that are not already there and returns the new rows' ids. The one insert into the watch
 * history: the caller holds the user's 'watch' lock and applies the history's cap.
 */
export async function insertViews(
  tx: Transaction,
  userId: string,
  views: readonly View[],
): Promise<number[]> {
  const fresh = [];
  for (const view of views) {
    if (view.seenSince !== undefined && (await isSeen(tx, userId, view))) continue;
    fresh.push({ ...view.facts, watchedAt: view.at });
  }
  if (fresh.length === 0) return [];
  const inserted = await tx
    .insert(watchHistory)
    .values(fresh)
    .onConflictDoNothing()
    .returning({ id: watchHistory.id });
  return inserted.map((r) => r.id);
}

async function isSeen(tx: Transaction, userId: string, view: View): Promise<boolean> {
  const sameTitle = isUserTarget(watchHistory, userId, targetOf(view.facts));
  const [seen] = await tx
    .select({ id: watchHistory.id })
    .from(watchHistory)
    .where(
      view.seenSince instanceof Date ? and(sameTitle, gt(watchHistory.watchedAt, view.seenSince)) : sameTitle,
    )
    .limit(1);
  return seen !== undefined;
}

function targetOf(facts: TargetRow): WatchTarget {
  const { mediaType, tmdbId, season, episode } = facts;
  return season !== null && episode !== null
    ? { type: 'tv', id: tmdbId, season, episode }
    : { type: mediaType, id: tmdbId };
}
