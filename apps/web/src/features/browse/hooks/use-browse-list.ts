import {
  BROWSE,
  type BrowseKind,
  type BrowseTab,
  type CatalogueItem,
  hasTitleImage,
  type MediaPath,
} from '@kinora/domain';
import { useEffect, useMemo } from 'react';
import { useBrowseListQuery } from '../api/browse-queries';

export interface BrowseList {
  /** The items to show: the first `visible` of the list. */
  shown: CatalogueItem[];
  /** The tab's first page is on its way (the page shows a spinner). */
  isLoading: boolean;
  /** The catalogue answered and has nothing with an image for this tab. */
  isEmpty: boolean;
  /** Load More appears when more items are loaded than shown, and while catalogue pages remain. */
  canLoadMore: boolean;
  /** Load More was pressed past what is loaded and the next catalogue page is still on its way. */
  isLoadingMore: boolean;
}

/** The catalogue may repeat a title across pages, and only titles with a poster or backdrop are listed. */
function listedItems(pages: readonly { results: CatalogueItem[] }[]): CatalogueItem[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.results)
    .filter((item) => {
      if (seen.has(item.id) || !hasTitleImage(item)) return false;
      seen.add(item.id);
      return true;
    });
}

/**
 * The active tab's list. It loads when the tab is first shown and keeps one Load More step ahead of what is
 * shown, fetching further catalogue pages as needed, so pressing Load More usually shows items at once.
 */
export function useBrowseList(
  kind: BrowseKind,
  media: MediaPath,
  tab: BrowseTab,
  visible: number,
): BrowseList {
  const query = useBrowseListQuery(kind, media, tab);
  const items = useMemo(() => listedItems(query.data?.pages ?? []), [query.data]);

  const needsNextPage = items.length < visible + BROWSE.STEP;
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  useEffect(() => {
    if (needsNextPage && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [needsNextPage, hasNextPage, isFetching, isError, fetchNextPage]);

  useEffect(() => {
    // A failed Anime or K-Drama list is logged only: the page shows no message.
    if (query.error) console.error(`Could not load the ${kind} ${media} ${tab} list.`, query.error);
  }, [query.error, kind, media, tab]);

  return {
    shown: items.slice(0, visible),
    isLoading: query.isPending,
    isEmpty: query.isSuccess && items.length === 0 && !hasNextPage,
    canLoadMore: items.length > visible || (hasNextPage && !isError),
    isLoadingMore: items.length <= visible && query.isFetchingNextPage,
  };
}
