import type { MediaType, MovieCategory, TvCategory } from '@kinora/domain';
import { useEffect } from 'react';
import { trpc } from '@/lib/trpc';

/** The hero's titles: the first page of what is trending in the chosen catalogue. */
export function useTrending(media: MediaType) {
  const query = trpc.catalogue.trending.useQuery({ media }, { select: (page) => page.results });
  useLogFailure(query.error, `Trending ${media} titles could not be loaded.`);
  return query;
}

/** One home row; `isEnabled` lets a row wait until it scrolls near, so the first screen only asks for itself. */
export function useCategory(media: MediaType, category: MovieCategory | TvCategory, isEnabled: boolean) {
  const query = trpc.catalogue.category.useQuery(
    { media, category },
    {
      enabled: isEnabled,
      select: (page) => page.results,
    },
  );
  useLogFailure(query.error, `The ${media} row '${category}' could not be loaded.`);
  return query;
}

/** The 'Popular People' row (people with a photo only; the API filters). */
export function usePopularPeople(isEnabled: boolean) {
  const query = trpc.catalogue.popularPeople.useQuery({}, { enabled: isEnabled });
  useLogFailure(query.error, 'Popular people could not be loaded.');
  return query;
}

/**
 * Trending, category and popular-people failures are logged only, never toasted: the page shows its empty
 * state instead. Logs each failure once, when it happens.
 */
function useLogFailure(error: unknown, description: string): void {
  useEffect(() => {
    if (error) console.error(description, error);
  }, [error, description]);
}

/** The Continue watching row: the next episode of shows and the movies last opened, from the watch history. */
export function useContinueWatching() {
  const query = trpc.history.continueWatching.useQuery();
  useLogFailure(query.error, 'Continue watching could not be loaded.');
  return query;
}

/** Takes a title off Continue watching (until it is watched again); the row drops it at once. */
export function useHideContinueWatching() {
  const utils = trpc.useUtils();
  return trpc.history.hideContinueWatching.useMutation({
    onMutate: async ({ type, id }) => {
      // A fetch of the row still on its way (the page's own, on arrival) would answer with the title and put it
      // back over the removal: it is called off first, and the refetch once the hide has settled tells the truth.
      await utils.history.continueWatching.cancel();
      utils.history.continueWatching.setData(undefined, (items) =>
        items?.filter((item) => !(item.type === type && item.id === id)),
      );
    },
    onSettled: () => utils.history.continueWatching.invalidate(),
  });
}

/** The picks rows: like the last title watched, and like the watch-later list. */
export function usePicks() {
  const query = trpc.catalogue.picks.useQuery();
  useLogFailure(query.error, 'Picks could not be loaded.');
  return query;
}
