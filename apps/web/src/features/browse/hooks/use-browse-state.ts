import { type BrowseKind, type BrowseTab, type MediaPath, SESSION_KEYS } from '@kinora/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { sessionStore } from '@/lib/storage';
import { browseListsKey } from '../api/browse-list-query';
import { browseReducer, initialBrowseState } from './browse-state';

/**
 * The browse state, remembered for the session under animeMedia and animeActive: both the Anime and the K-Drama
 * page read and write these same keys (PRODUCT.md section 2).
 */
export function useBrowseState(kind: BrowseKind) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(browseReducer, undefined, () =>
    initialBrowseState(
      sessionStore.getItem(SESSION_KEYS.ANIME_MEDIA),
      sessionStore.getItem(SESSION_KEYS.ANIME_ACTIVE),
    ),
  );

  useEffect(() => {
    sessionStore.setItem(SESSION_KEYS.ANIME_MEDIA, state.media);
    sessionStore.setItem(SESSION_KEYS.ANIME_ACTIVE, state.active);
  }, [state.media, state.active]);

  return {
    state,
    selectTab: (tab: BrowseTab) => dispatch({ type: 'selectTab', tab }),
    loadMore: () => dispatch({ type: 'loadMore' }),
    changeMedia(media: MediaPath) {
      if (media === state.media) return;
      // PRODUCT.md section 4: changing the media clears every list, so the active tab reloads from its first
      // page and the others load afresh when next selected, instead of showing what was cached earlier.
      queryClient.removeQueries({ queryKey: browseListsKey(kind, media) });
      dispatch({ type: 'changeMedia', media });
    },
  };
}
