import type { WatchlistItem } from '@kinora/domain';

/** The two halves of the list, as the switch names them. */
export const WATCHLIST_TYPES = ['Movie', 'Tv'] as const;
export type WatchlistType = (typeof WATCHLIST_TYPES)[number];

const DEFAULT_TYPE: WatchlistType = 'Movie';

export function readWatchlistType(stored: string | null): WatchlistType {
  return WATCHLIST_TYPES.find((type) => type === stored) ?? DEFAULT_TYPE;
}

/** An entry's type matches the switch whatever its case ('movie', 'MOVIE', 'Movie'). */
function isOfType(item: Pick<WatchlistItem, 'type'>, type: WatchlistType): boolean {
  return item.type.toLowerCase() === type.toLowerCase();
}

export function itemsOfType<T extends Pick<WatchlistItem, 'type'>>(
  items: readonly T[],
  type: WatchlistType,
): T[] {
  return items.filter((item) => isOfType(item, type));
}

export function countsByType(items: readonly Pick<WatchlistItem, 'type'>[]): Record<WatchlistType, number> {
  return { Movie: itemsOfType(items, 'Movie').length, Tv: itemsOfType(items, 'Tv').length };
}

/** The popcorn is drawn by the page (PopcornIcon): an emoji shows as a box where no emoji font is installed. */
export const EMPTY_WATCHLIST = 'Your watchlist is empty. Start adding movies!';

/** Each type's empty message names the other type to switch to. */
const EMPTY_TYPE: Record<WatchlistType, string> = {
  Movie: 'No movies in your watchlist. Switch to Tv or add some movies!',
  Tv: 'No tv shows in your watchlist. Switch to Movie or add some tv shows!',
};

/** What to say instead of cards, or null when there are cards to show. */
export function emptyMessage(
  items: readonly Pick<WatchlistItem, 'type'>[],
  type: WatchlistType,
): string | null {
  if (items.length === 0) return EMPTY_WATCHLIST;
  return itemsOfType(items, type).length === 0 ? EMPTY_TYPE[type] : null;
}
