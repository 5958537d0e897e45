import { AppError, type CustomListWrite } from '@kinora/domain';
import { and, eq } from 'drizzle-orm';
import { customLists } from '../../db/schema';
import type { Deps } from '../../deps';
import { LIST_NOT_FOUND } from './custom-list-rows';

/**
 * Deletes one of the caller's lists with its titles (its link stops working for good). A repeated delete of a
 * list that is gone succeeds, so a retry is safe; another profile's list is NOT_FOUND and stays.
 */
export async function deleteCustomList(
  deps: Deps,
  profileId: string,
  listId: string,
): Promise<CustomListWrite> {
  const deleted = await deps.db
    .delete(customLists)
    .where(and(eq(customLists.id, listId), eq(customLists.profileId, profileId)))
    .returning({ id: customLists.id });
  if (deleted.length > 0) return { changed: true, message: 'List deleted' };
  const [someoneElses] = await deps.db
    .select({ id: customLists.id })
    .from(customLists)
    .where(eq(customLists.id, listId));
  if (someoneElses) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
  return { changed: false, message: 'The list was already deleted' };
}
