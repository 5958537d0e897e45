import type { MediaType } from '@kinora/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** One toast for rating changes: a new one replaces the last instead of stacking. */
const RATING_TOAST_ID = 'rating';

/** A title page's block: the viewer's rating of the title and of its episodes, and Kinora's average. */
export function useTitleRatings(media: MediaType, id: number) {
  return trpc.ratings.forTitle.useQuery({ media, id });
}

/** One page of "Your ratings", newest first; the page shown stays while the next one loads. */
export function useRatingsPage(page: number) {
  return trpc.ratings.list.useQuery({ page }, { placeholderData: keepPreviousData });
}

/** After a change, what shows the rating (its title's block and the list) asks the server again. */
function useRefreshRatings() {
  const utils = trpc.useUtils();
  // A mutation's input types its id loosely (the schema also takes numeric text); the web sends numbers.
  return (target: { type: MediaType; id: unknown }) =>
    Promise.all([
      utils.ratings.forTitle.invalidate({ media: target.type, id: Number(target.id) }),
      utils.ratings.list.invalidate(),
    ]);
}

/** ratings.set: the server's sentence in a toast; the caller shows a failure where the form is. */
export function useSetRating() {
  const refresh = useRefreshRatings();
  return trpc.ratings.set.useMutation({
    onSuccess: (answer, input) => {
      toastSuccess(answer.message, { id: RATING_TOAST_ID });
      return refresh(input);
    },
  });
}

/** ratings.remove; removing what is already gone succeeds too. */
export function useRemoveRating() {
  const refresh = useRefreshRatings();
  return trpc.ratings.remove.useMutation({
    onSuccess: (answer, input) => {
      toastSuccess(answer.message, { id: RATING_TOAST_ID });
      return refresh(input);
    },
  });
}
