import type { WatchlistItem, WatchRegion } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { watchlistItems } from '../../db/schema';
import { USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';
import { keepOnMyServices } from '../my-services/on-my-services';
import { toWatchlistItem } from './watchlist-items';

/**
 * The viewer's watch-later list, newest first; with `onMyServices`, only the titles (an episode: its show) streaming
 * on the viewer's services (docs/product/my-services.md).
 */
export async function listWatchlist(
  deps: Deps,
  profileId: string,
  filter: { onMyServices?: boolean; region?: WatchRegion } = {},
): Promise<WatchlistItem[]> {
  const rows = await deps.db
    .select()
    .from(watchlistItems)
    .where(eq(watchlistItems.profileId, profileId))
    .orderBy(...USER_LISTS.watchlist.newestFirst);
  const items = rows.map(toWatchlistItem);
  if (!filter.onMyServices) return items;
  return keepOnMyServices(deps, profileId, filter.region, items, (item) => ({
    media: item.type,
    id: item.id,
  }));
}
