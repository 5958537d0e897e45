import type { HistoryKind } from '@kinora/domain';
import { translate } from '@/lib/i18n';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** One hook per history list; each answers newest first, each entry with its `entryId`. */
export function useSearchHistory() {
  return trpc.history.search.useQuery();
}

export function useWatchHistory() {
  return trpc.history.watch.useQuery();
}

export function useChatHistory() {
  return trpc.history.chat.useQuery();
}

/** A cleared history says 'success'; a failed clear or delete says 'something went wrong' (in the page's language). */
const clearSucceeded = () => translate('history', 'clearSucceeded');
const clearFailed = () => translate('history', 'somethingWentWrong');
/** Deleting entry after entry replaces one toast instead of stacking them over the list being tidied. */
const DELETE_TOAST_ID = 'history-delete';

function useRefreshHistory(kind: HistoryKind) {
  const utils = trpc.useUtils();
  return () => utils.history[kind].invalidate();
}

/** history.delete of one entry, by its entryId; the list then refreshes from the server. */
export function useDeleteHistoryEntry(kind: HistoryKind) {
  const refresh = useRefreshHistory(kind);
  return trpc.history.delete.useMutation({
    onSuccess: (result) => {
      toastSuccess(result.message, { id: DELETE_TOAST_ID });
      return refresh();
    },
    onError: (error) => {
      toastError(error, clearFailed(), { id: DELETE_TOAST_ID });
    },
  });
}

/** history.clear of one whole list. */
export function useClearHistory(kind: HistoryKind) {
  const refresh = useRefreshHistory(kind);
  return trpc.history.clear.useMutation({
    onSuccess: () => {
      toastSuccess(clearSucceeded());
      return refresh();
    },
    onError: () => {
      toastErrorText(clearFailed());
    },
  });
}
