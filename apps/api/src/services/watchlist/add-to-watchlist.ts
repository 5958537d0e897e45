import { AppError, LIMITS, type WatchTarget } from '@kinora/domain';
import { count, eq } from 'drizzle-orm';
import { watchlistItems } from '../../db/schema';
import { lockUserRows } from '../../db/user-lists';
import type { Deps } from '../../deps';
import { lookupTargetRow } from '../shared/title-facts';

const NOUN = { movie: 'Movie', tv: 'Show', episode: 'Episode' } as const;

/**
 * Adds a movie, a show or one episode. Idempotent: the same target twice (a double click, a retry on the other
 * instance, two tabs at once) leaves one entry and says it is already listed.
 */
export async function addToWatchlist(deps: Deps, userId: string, target: WatchTarget) {
  const row = await lookupTargetRow(deps, userId, target);
  const noun = row.episodeName !== null ? NOUN.episode : NOUN[target.type];

  const added = await deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'watchlist', userId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(watchlistItems)
      .where(eq(watchlistItems.userId, userId));
    const inserted = await tx
      .insert(watchlistItems)
      .values({ ...row, addedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: watchlistItems.id });
    if (inserted.length > 0 && n >= LIMITS.WATCHLIST_MAX) {
      throw new AppError(
        'BAD_INPUT',
        `Your watchlist is full (${LIMITS.WATCHLIST_MAX} titles). Remove some to add more.`,
      );
    }
    return inserted.length > 0;
  });
  return {
    added,
    message: added ? `${noun} added to your watchlist` : `${noun} is already in your watchlist`,
  };
}
