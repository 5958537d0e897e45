import type { CustomListWrite, MediaType } from '@kinora/domain';
import { and, eq } from 'drizzle-orm';
import { customListItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { lockOwnedList, touchList } from './custom-list-rows';

/**
 * Takes a title off one of the caller's lists (the others keep their order). Removing what is not there
 * succeeds too, so a retry is safe; another profile's list is NOT_FOUND.
 */
export async function removeFromCustomList(
  deps: Deps,
  profileId: string,
  listId: string,
  target: { type: MediaType; id: number },
): Promise<CustomListWrite> {
  return deps.db.transaction(async (tx) => {
    const list = await lockOwnedList(tx, profileId, listId);
    const removed = await tx
      .delete(customListItems)
      .where(
        and(
          eq(customListItems.listId, listId),
          eq(customListItems.mediaType, target.type),
          eq(customListItems.tmdbId, target.id),
        ),
      )
      .returning({ id: customListItems.id });
    if (removed.length === 0) return { changed: false, message: `It was not on ${list.name}` };
    await touchList(tx, listId, deps.now());
    return { changed: true, message: `Removed from ${list.name}` };
  });
}
