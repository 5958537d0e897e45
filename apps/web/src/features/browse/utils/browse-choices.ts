import { type BrowseKind, type BrowseTab, MEDIA_PATHS, type MediaPath } from '@kinora/domain';
import type { TabDefinition } from '@/components/tab-bar';
import type { MessageKey } from '@/lib/i18n';

/** A choice's text is its key in the `browse` catalogue, translated where it is shown. */
type BrowseText = MessageKey<'browse'>;

/** What differs between the Anime and K-Drama pages: only the heading (and the `kind` sent to the API). */
export const BROWSE_HEADINGS: Readonly<Record<BrowseKind, BrowseText>> = {
  anime: 'headingAnime',
  kdrama: 'headingKdrama',
};

/** Popular, Top Rated, and Latest (whose key is onAir). */
export const BROWSE_TABS: readonly (TabDefinition<BrowseTab> & { label: BrowseText })[] = [
  { key: 'popular', label: 'tabPopular' },
  { key: 'topRated', label: 'tabTopRated' },
  { key: 'onAir', label: 'tabLatest' },
];

/** The dropdown's choices, TV first as it is the default. */
export const BROWSE_MEDIA_OPTIONS: readonly { value: MediaPath; label: BrowseText }[] = [
  { value: 'tv', label: 'mediaTv' },
  { value: 'movies', label: 'mediaMovies' },
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
