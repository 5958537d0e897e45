import type { CustomList } from '@kinora/domain';
import type { Deps } from '../../deps';
import { readItems, readOwnedList, toItem, toSummary } from './custom-list-rows';

/** One of the caller's lists with its titles in order; NOT_FOUND for anyone else's. */
export async function getCustomList(deps: Deps, profileId: string, listId: string): Promise<CustomList> {
  const list = await readOwnedList(deps.db, profileId, listId);
  const items = await readItems(deps.db, listId);
  return { ...toSummary(list, items.length), items: items.map(toItem) };
}
