import { SESSION_KEYS, WATCHLIST } from '@kinora/domain';
import { useState } from 'react';
import { sessionStore } from '@/lib/storage';
import { readWatchlistType, showLess, showMore, type WatchlistType } from '../watchlist-rules';

/** Which half of the list shows (remembered for the session) and how many of its cards. */
export function useWatchlistView() {
  const [type, setType] = useState(() =>
    readWatchlistType(sessionStore.getItem(SESSION_KEYS.WATCHLIST_TYPE)),
  );
  const [visible, setVisible] = useState<number>(WATCHLIST.INITIAL);
  return {
    type,
    visible,
    changeType(next: WatchlistType) {
      sessionStore.setItem(SESSION_KEYS.WATCHLIST_TYPE, next);
      setType(next);
      // PRODUCT.md section 4: changing the type resets the visible count to 10.
      setVisible(WATCHLIST.INITIAL);
    },
    showMore: () => setVisible(showMore),
    showLess: () => setVisible(showLess),
  };
}
