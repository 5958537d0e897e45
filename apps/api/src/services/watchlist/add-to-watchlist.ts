import { AppError, LIMITS, type WatchTarget } from '@kinora/domain';
import type { Deps } from '../../deps';
import { lookupTargetRow } from '../shared/title-facts';
import { addManyToWatchlist } from './add-many-to-watchlist';

const NOUN = { movie: 'Movie', tv: 'Show', episode: 'Episode' } as const;

/**
 * Adds a movie, a show or one episode. Idempotent: the same target twice (a double click, a retry on the other
 * instance, two tabs at once) leaves one entry and says it is already listed. A full list refuses it (the
 * list's writer has already taken it back).
 */
export async function addToWatchlist(deps: Deps, profileId: string, target: WatchTarget) {
  const row = await lookupTargetRow(deps, profileId, target);
  const noun = row.episodeName !== null ? NOUN.episode : NOUN[target.type];

  const written = await addManyToWatchlist(deps, profileId, [{ facts: row, at: undefined }]);
  if (written.leftOut > 0) {
    throw new AppError(
      'BAD_INPUT',
      `Your watchlist is full (${LIMITS.WATCHLIST_MAX} titles). Remove some to add more.`,
    );
  }
  const added = written.inserted.length > 0;
  return {
    added,
    message: added ? `${noun} added to your watchlist` : `${noun} is already in your watchlist`,
  };
}
