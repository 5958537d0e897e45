import { BROWSE, type BrowseKind, type BrowseTab, type MediaPath, SESSION_KEYS } from '@kinora/domain';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/lib/storage';
import { useShowMore } from '@/lib/use-show-more';
import { useStoredItem } from '@/lib/use-stored-item';
import { browseListsKey } from '../api/browse-queries';
import { initialBrowseChoice } from '../utils/browse-choices';

/**
 * What the viewer chose on the Anime and K-Drama pages: the media and the tab, remembered for the session under
 * animeMedia and animeActive (both pages share them), and how much of each tab's list shows: 12 at first, 6 more
 * per Load More, counted per tab. The lists themselves are server data in react-query.
 */
export function useBrowseState(kind: BrowseKind) {
  const queryClient = useQueryClient();
  const [storedMedia, setMedia] = useStoredItem(sessionStore, SESSION_KEYS.ANIME_MEDIA);
  const [storedTab, setTab] = useStoredItem(sessionStore, SESSION_KEYS.ANIME_ACTIVE);
  const { media, tab } = initialBrowseChoice(storedMedia, storedTab);
  const shownByTab: Record<BrowseTab, ReturnType<typeof useShowMore>> = {
    popular: useShowMore(BROWSE),
    topRated: useShowMore(BROWSE),
    onAir: useShowMore(BROWSE),
  };

  return {
    media,
    tab,
    /** The active tab's count. */
    shown: shownByTab[tab],
    selectTab: setTab,
    changeMedia(next: MediaPath) {
      if (next === media) return;
      // Changing the media clears every list and count: the active tab reloads from its first page and the
      // others load afresh when next selected, instead of showing what was cached earlier.
      queryClient.removeQueries({ queryKey: browseListsKey(kind, next) });
      for (const count of Object.values(shownByTab)) count.reset();
      setMedia(next);
    },
  };
}
