import type { WatchlistItem } from '@kinora/domain';
import { translate } from '@/lib/i18n';

/** The two halves of the list: the switch's values (remembered for the session), named on screen by TYPE_TEXTS. */
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

/** Each type's texts on screen (keys of the watchlist catalogue). */
export const TYPE_TEXTS = {
  Movie: { name: 'typeMovie', heading: 'headingMovie', entries: 'entriesMovie' },
  Tv: { name: 'typeTv', heading: 'headingTv', entries: 'entriesTv' },
} as const satisfies Record<WatchlistType, Record<string, string>>;

/**
 * Each type's empty message names the other type to switch to. The popcorn is drawn by the page (PopcornIcon): an
 * emoji shows as a box where no emoji font is installed.
 */
const EMPTY_TYPE = { Movie: 'emptyMovies', Tv: 'emptyShows' } as const;

/** What to say instead of cards, in the page's language, or null when there are cards to show. */
export function emptyMessage(
  items: readonly Pick<WatchlistItem, 'type'>[],
  type: WatchlistType,
): string | null {
  if (items.length === 0) return translate('watchlist', 'emptyWatchlist');
  return itemsOfType(items, type).length === 0 ? translate('watchlist', EMPTY_TYPE[type]) : null;
}
