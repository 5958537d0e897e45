import type { CustomList, WatchRegion } from '@kinora/domain';
import type { Deps } from '../../deps';
import { keepOnMyServices } from '../my-services/on-my-services';
import { readItems, readOwnedList, toItem, toSummary } from './custom-list-rows';

/**
 * One of the caller's lists with its titles in order; NOT_FOUND for anyone else's. With `onMyServices`, only the
 * titles streaming on the viewer's services (docs/product/my-services.md); the count stays the whole list's.
 */
export async function getCustomList(
  deps: Deps,
  profileId: string,
  listId: string,
  filter: { onMyServices?: boolean; region?: WatchRegion } = {},
): Promise<CustomList> {
  const list = await readOwnedList(deps.db, profileId, listId);
  const items = (await readItems(deps.db, listId)).map(toItem);
  const shown = filter.onMyServices
    ? await keepOnMyServices(deps, profileId, filter.region, items, (item) => ({
        media: item.media_type,
        id: item.id,
      }))
    : items;
  return { ...toSummary(list, items.length), items: shown };
}
