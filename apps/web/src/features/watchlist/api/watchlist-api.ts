import type { WatchTarget } from '@kinora/domain';
import type { WatchLaterAction } from '@/components/watch-later-button';
import { browserRegion } from '@/lib/browser-region';
import { translate } from '@/lib/i18n';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';
import { watchlistTarget } from '../utils/watchlist-links';

/** The viewer's watch-later list (watchlist.list), newest first; with `onMyServices`, only what streams on them. */
export function useWatchlist(onMyServices = false) {
  return trpc.watchlist.list.useQuery(onMyServices ? { onMyServices, region: browserRegion() } : undefined);
}

/**
 * watchlist.add, for the watch-later buttons on other pages (the app hands it to them): the server's own message
 * in the toast, whether the title was added or already listed, and the list refreshes.
 */
export function useAddToWatchlist(): WatchLaterAction {
  const utils = trpc.useUtils();
  const add = trpc.watchlist.add.useMutation({
    onSuccess: (result) => {
      toastSuccess(result.message);
      void utils.watchlist.list.invalidate();
    },
    onError: (error) => toastError(error),
  });
  return { add: add.mutate, isAdding: add.isPending };
}

/**
 * One toast for all removals: each new one replaces the last instead of stacking down over the first row of
 * cards, whose remove buttons someone clearing their list is about to press.
 */
const REMOVE_TOAST_ID = 'watchlist-remove';

/** `sent` is the mutation's raw input: numbers, though the schema would also take numeric text. */
const isSameEntry = (a: WatchTarget, b: Partial<Record<keyof WatchTarget, unknown>>) =>
  a.type === b.type && a.id === b.id && a.season === b.season && a.episode === b.episode;

/** watchlist.remove; the list refreshes from the server afterwards, so what shows is what is stored. */
export function useRemoveFromWatchlist() {
  const utils = trpc.useUtils();
  return trpc.watchlist.remove.useMutation({
    onSuccess: (result, target) => {
      toastSuccess(result.message, { id: REMOVE_TOAST_ID });
      // The card goes at once; the refetch then confirms the list as stored.
      utils.watchlist.list.setData(undefined, (items) =>
        items?.filter((item) => !isSameEntry(watchlistTarget(item), target)),
      );
      return utils.watchlist.list.invalidate();
    },
    onError: () => {
      toastErrorText(translate('watchlist', 'removeFailed'), { id: REMOVE_TOAST_ID });
    },
  });
}
