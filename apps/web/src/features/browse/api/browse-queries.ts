import {
  BROWSE_TAB_TO_LIST,
  type BrowseKind,
  type BrowseTab,
  MAX_CATALOGUE_PAGE,
  MEDIA_TYPE_BY_PATH,
  type MediaPath,
} from '@kinora/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '@/lib/trpc';

type TrpcClient = ReturnType<typeof trpc.useUtils>['client'];

/**
 * The cache key of one kind's lists, narrowed by media when given. `catalogue.browse` takes a `page`, not the
 * `cursor` tRPC's own infinite queries need, so this feature pages it with react-query directly, under the
 * procedure's key, so that invalidating `catalogue.browse` still reaches these lists.
 */
export function browseListsKey(kind: BrowseKind, media?: MediaPath) {
  return getQueryKey(
    trpc.catalogue.browse,
    media ? { kind, media: MEDIA_TYPE_BY_PATH[media] } : { kind },
    'infinite',
  );
}

/** One tab's list (catalogue.browse), page by page; the last page is the catalogue's, capped at TMDB's 500. */
export function browseListQueryOptions(
  client: TrpcClient,
  kind: BrowseKind,
  media: MediaPath,
  tab: BrowseTab,
) {
  const input = { kind, media: MEDIA_TYPE_BY_PATH[media], list: BROWSE_TAB_TO_LIST[tab] } as const;
  return infiniteQueryOptions({
    queryKey: getQueryKey(trpc.catalogue.browse, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      client.catalogue.browse.query({ ...input, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page < Math.min(last.total_pages, MAX_CATALOGUE_PAGE) ? last.page + 1 : undefined,
  });
}

/** One tab's list, loaded when first asked for; the caller decides when to fetch further pages. */
export function useBrowseListQuery(kind: BrowseKind, media: MediaPath, tab: BrowseTab) {
  const { client } = trpc.useUtils();
  return useInfiniteQuery(browseListQueryOptions(client, kind, media, tab));
}

/**
 * The 54 Top Directors with their photos, in one answer. The server looks each profile up and lists a director
 * whose lookup failed without a photo, so only a total failure is an error here.
 */
export function useDirectors() {
  return trpc.catalogue.directors.useQuery(undefined, {
    // The list is fixed and photos rarely change: no need to ask again during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
