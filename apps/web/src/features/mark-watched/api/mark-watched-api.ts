import { toastError, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** One toast for marks: a new one replaces the last rather than stacking while a viewer marks a whole season list. */
const MARK_TOAST_ID = 'mark-watched';

/**
 * history.mark: the server's own message in the toast (marked, already there, or too old to keep), then the
 * lists that read the watch history refresh: the history, Continue watching and the picks.
 */
export function useMarkWatched() {
  const utils = trpc.useUtils();
  return trpc.history.mark.useMutation({
    onSuccess: (result) => {
      toastSuccess(result.message, { id: MARK_TOAST_ID });
      void utils.history.watch.invalidate();
      void utils.history.continueWatching.invalidate();
      void utils.catalogue.picks.invalidate();
    },
    onError: (error) => toastError(error, undefined, { id: MARK_TOAST_ID }),
  });
}
