import type { MediaType } from '@kinora/domain';
import { continueHidden } from '../../db/schema';
import type { Deps } from '../../deps';

/** A title taken off the Continue watching row, and when (an account export's `hiddenFromContinueWatching`). */
export type HiddenRow = { type: MediaType; id: number; hiddenAt: Date };

/**
 * The import's writer of hidden titles: each is hidden from the moment the file says, so a title watched after
 * that moment is back on the row as it was before the export. A title hidden already keeps its own moment and
 * counts as already there, so the same file again changes nothing.
 */
export async function restoreHidden(
  deps: Deps,
  profileId: string,
  rows: readonly HiddenRow[],
): Promise<{ added: number; alreadyThere: number }> {
  if (rows.length === 0) return { added: 0, alreadyThere: 0 };
  const added = await deps.db
    .insert(continueHidden)
    .values(rows.map((r) => ({ profileId, mediaType: r.type, tmdbId: r.id, hiddenAt: r.hiddenAt })))
    .onConflictDoNothing()
    .returning({ id: continueHidden.tmdbId });
  return { added: added.length, alreadyThere: rows.length - added.length };
}
