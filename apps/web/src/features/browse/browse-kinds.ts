import type { BrowseKind, BrowseTab, MediaPath } from '@kinora/domain';
import type { TabDefinition } from '@/components/tab-bar';

/** What differs between the Anime and K-Drama pages: only the heading (and the `kind` sent to the API). */
export const BROWSE_HEADINGS: Readonly<Record<BrowseKind, string>> = { anime: 'Anime', kdrama: 'K-Drama' };

/** PRODUCT.md section 2: Popular, Top Rated, Latest (whose key is onAir). */
export const BROWSE_TABS: readonly TabDefinition<BrowseTab>[] = [
  { key: 'popular', label: 'Popular' },
  { key: 'topRated', label: 'Top Rated' },
  { key: 'onAir', label: 'Latest' },
];

/** The dropdown's choices, TV first as it is the default. */
export const BROWSE_MEDIA_OPTIONS: readonly { value: MediaPath; label: string }[] = [
  { value: 'tv', label: 'TV Shows' },
  { value: 'movies', label: 'Movies' },
];
