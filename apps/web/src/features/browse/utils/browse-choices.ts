import { type BrowseKind, type BrowseTab, MEDIA_PATHS, type MediaPath } from '@kinora/domain';
import type { TabDefinition } from '@/components/tab-bar';

/** What differs between the Anime and K-Drama pages: only the heading (and the `kind` sent to the API). */
export const BROWSE_HEADINGS: Readonly<Record<BrowseKind, string>> = { anime: 'Anime', kdrama: 'K-Drama' };

/** Popular, Top Rated, and Latest (whose key is onAir). */
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

/**
 * The media and tab a page opens with: the ones remembered this session (both pages share them), else TV
 * shows and Popular. Anything else stored is ignored.
 */
export function initialBrowseChoice(storedMedia: string | null, storedTab: string | null) {
  const media: MediaPath = MEDIA_PATHS.find((path) => path === storedMedia) ?? 'tv';
  const tab: BrowseTab = BROWSE_TABS.find(({ key }) => key === storedTab)?.key ?? 'popular';
  return { media, tab };
}
