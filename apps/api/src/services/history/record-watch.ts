import { LIMITS, type WatchTarget } from '@kinora/domain';
import { keepNewestRows, lockUserRows, USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';
import { lookupTargetRow } from '../shared/title-facts';
import { insertViews } from './watch-views';

/**
 * Records that playback of a movie or an episode started. The same view again within the dedupe window (a
 * reload, a retry on the other instance) changes nothing; only the newest LIMITS.WATCH_HISTORY_MAX are kept.
 */
export async function recordWatch(deps: Deps, profileId: string, target: WatchTarget) {
  const row = await lookupTargetRow(deps, profileId, target);
  const now = deps.now();
  const windowStart = new Date(now.getTime() - LIMITS.WATCH_DEDUPE_WINDOW_MS);

  const recorded = await deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watch', profileId);
    const inserted = await insertViews(tx, profileId, [{ facts: row, at: now, seenSince: windowStart }]);
    if (inserted.length === 0) return false;
    await keepNewestRows(tx, USER_LISTS.watch, profileId, LIMITS.WATCH_HISTORY_MAX);
    return true;
  });
  return { recorded, message: recorded ? 'Added to your watch history' : 'Already in your watch history' };
}
