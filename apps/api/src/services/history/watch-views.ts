import type { WatchTarget } from '@kinora/domain';
import { and, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { watchHistory } from '../../db/schema';
import { isUserTarget } from '../../db/target-match';
import type { TargetRow } from '../shared/title-facts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A view of a title to store at `at`. It is already there when the history holds a view of the same title at the
 * same moment (the `watch_history_view` unique index), and also, with `seenSince`, when it holds one after that
 * time (and, with `seenBefore`, before that one: one day) or, with 'ever', at any time. `dateKnown: false` stores
 * it as watched at an unknown time ("I don't remember"): `at` is then when it was said.
 */
export type View = {
  facts: TargetRow;
  at: Date;
  seenSince?: Date | 'ever';
  seenBefore?: Date;
  dateKnown?: boolean;
};

/**
 * Stores the views that are not already there and returns the new rows' ids. The one insert into the watch
 * history: the caller holds the user's 'watch' lock and applies the history's cap.
 */
export async function insertViews(
  tx: Transaction,
  profileId: string,
  views: readonly View[],
): Promise<number[]> {
  const fresh = [];
  for (const view of views) {
    if (view.seenSince !== undefined && (await isSeen(tx, profileId, view))) continue;
    fresh.push({ ...view.facts, watchedAt: view.at, dateKnown: view.dateKnown ?? true });
  }
  if (fresh.length === 0) return [];
  const inserted = await tx
    .insert(watchHistory)
    .values(fresh)
    .onConflictDoNothing()
    .returning({ id: watchHistory.id });
  return inserted.map((r) => r.id);
}

async function isSeen(tx: Transaction, profileId: string, view: View): Promise<boolean> {
  const sameTitle = isUserTarget(watchHistory, profileId, targetOf(view.facts));
  const since = view.seenSince instanceof Date ? gt(watchHistory.watchedAt, view.seenSince) : undefined;
  const before = view.seenBefore ? lt(watchHistory.watchedAt, view.seenBefore) : undefined;
  const [seen] = await tx
    .select({ id: watchHistory.id })
    .from(watchHistory)
    .where(and(sameTitle, since, before))
    .limit(1);
  return seen !== undefined;
}

function targetOf(facts: TargetRow): WatchTarget {
  const { mediaType, tmdbId, season, episode } = facts;
  return season !== null && episode !== null
    ? { type: 'tv', id: tmdbId, season, episode }
    : { type: mediaType, id: tmdbId };
}
