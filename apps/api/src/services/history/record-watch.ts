import { LIMITS, type WatchTarget } from '@kinora/domain';
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import { watchHistory } from '../../db/schema';
import { isUserTarget } from '../../db/target-match';
import type { Deps } from '../../deps';
import { lookupTarget } from '../watchlist/title-lookup';
import { lockUserRows } from './user-lock';

/**
 * Records that playback of a movie or an episode started. The same view again within the dedupe window (a
 * reload, a retry on the other instance) changes nothing; only the newest LIMITS.WATCH_HISTORY_MAX are kept.
 */
export async function recordWatch(deps: Deps, userId: string, target: WatchTarget) {
  const facts = await lookupTarget(deps, target);
  const now = deps.now();
  const windowStart = new Date(now.getTime() - LIMITS.WATCH_DEDUPE_WINDOW_MS);

  const recorded = await deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watch', userId);
    const [recent] = await tx
      .select({ id: watchHistory.id })
      .from(watchHistory)
      .where(and(isUserTarget(watchHistory, userId, target), gt(watchHistory.watchedAt, windowStart)))
      .limit(1);
    if (recent) return false;
    await tx.insert(watchHistory).values({
      userId,
      mediaType: target.type,
      tmdbId: target.id,
      season: target.season ?? null,
      episode: target.episode ?? null,
      totalEpisodes: facts.totalEpisodes,
      title: facts.title,
      episodeName: facts.episodeName,
      image: facts.image,
      watchedAt: now,
    });
    const newest = tx
      .select({ id: watchHistory.id })
      .from(watchHistory)
      .where(eq(watchHistory.userId, userId))
      .orderBy(desc(watchHistory.watchedAt), desc(watchHistory.id))
      .limit(LIMITS.WATCH_HISTORY_MAX);
    await tx
      .delete(watchHistory)
      .where(and(eq(watchHistory.userId, userId), notInArray(watchHistory.id, newest)));
    return true;
  });
  return { recorded, message: recorded ? 'Added to your watch history' : 'Already in your watch history' };
}
