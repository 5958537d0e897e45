import { BROWSE, BROWSE_TAB_TO_LIST, type BrowseTab, type MediaPath } from '@kinora/domain';

/**
 * The UI state of the Anime and K-Drama pages (PRODUCT.md section 4). Each tab's list is server data and lives
 * in react-query, keyed by kind, media and list; this holds what the user chose and how much of each list shows.
 */
export interface BrowseState {
  media: MediaPath;
  active: BrowseTab;
  /** How many items each tab shows: BROWSE.INITIAL at first, BROWSE.STEP more per Load More. */
  visible: Record<BrowseTab, number>;
}

export type BrowseAction =
  | { type: 'selectTab'; tab: BrowseTab }
  | { type: 'changeMedia'; media: MediaPath }
  | { type: 'loadMore' };

export const DEFAULT_BROWSE_MEDIA: MediaPath = 'tv';
export const DEFAULT_BROWSE_TAB: BrowseTab = 'popular';

const initialCounts = (): Record<BrowseTab, number> => ({
  popular: BROWSE.INITIAL,
  topRated: BROWSE.INITIAL,
  onAir: BROWSE.INITIAL,
});

export function isBrowseTab(value: string | null): value is BrowseTab {
  return value !== null && Object.hasOwn(BROWSE_TAB_TO_LIST, value);
}

function isBrowseMedia(value: string | null): value is MediaPath {
  return value === 'tv' || value === 'movies';
}

/** The state a page opens with: the media and tab remembered this session (anything else means the defaults). */
export function initialBrowseState(storedMedia: string | null, storedTab: string | null): BrowseState {
  return {
    media: isBrowseMedia(storedMedia) ? storedMedia : DEFAULT_BROWSE_MEDIA,
    active: isBrowseTab(storedTab) ? storedTab : DEFAULT_BROWSE_TAB,
    visible: initialCounts(),
  };
}

export function browseReducer(state: BrowseState, action: BrowseAction): BrowseState {
  switch (action.type) {
    case 'selectTab':
      return action.tab === state.active ? state : { ...state, active: action.tab };
    case 'changeMedia':
      // Every list belonged to the other media: all counts start over (the caller drops the cached lists).
      return action.media === state.media
        ? state
        : { ...state, media: action.media, visible: initialCounts() };
    case 'loadMore':
      return {
        ...state,
        visible: { ...state.visible, [state.active]: state.visible[state.active] + BROWSE.STEP },
      };
  }
}
