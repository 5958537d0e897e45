import { MAX_CATALOGUE_PAGE, SEARCH, type SearchType } from '@kinora/domain';
import { useEffect, useState } from 'react';
import { toastError } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';
import { useShowMore } from '@/lib/use-show-more';
import { hasImage, type SearchCard, type SearchHit, sortByName, toSearchCard } from '../utils/search-cards';

/** Cards of the loaded pages in order, each page sorted on its own, without repeats across pages. */
function cardsOf(type: SearchType, pages: readonly { results: readonly SearchHit[] }[]): SearchCard[] {
  const seen = new Set<number>();
  const cards: SearchCard[] = [];
  for (const page of pages) {
    const pageCards = sortByName(
      page.results.filter((hit) => hasImage(type, hit)).map((hit) => toSearchCard(type, hit)),
    );
    for (const card of pageCards) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      cards.push(card);
    }
  }
  return cards;
}

/**
 * One search (type + query): 10 cards at first, 4 more per Load More, and the
 * next catalogue page is fetched once more cards are asked for than are loaded. Each page is sorted by name on
 * its own and appended, so the cards already on screen never jump around when more arrive. Failures show the
 * server's message in a toast (PRODUCT.md section 8). The caller keys this hook's component by type and query.
 */
export function useSearchResults(type: SearchType, query: string) {
  const [pageCount, setPageCount] = useState(1);
  const visible = useShowMore(SEARCH.RESULTS);
  const pages = trpc.useQueries((t) =>
    Array.from({ length: pageCount }, (_, index) => t.catalogue.search({ type, query, page: index + 1 })),
  );

  // Pages count in order only: a later page never shows before an earlier one.
  const loadedPages = [];
  for (const page of pages) {
    if (!page.data) break;
    loadedPages.push(page.data);
  }
  const cards = cardsOf(type, loadedPages);
  const lastPage = loadedPages.at(-1);
  const hasMorePages = lastPage ? lastPage.page < Math.min(lastPage.total_pages, MAX_CATALOGUE_PAGE) : false;
  const failedPage = pages.find((page) => page.isError);
  const isEveryPageLoaded = loadedPages.length === pageCount;
  const wantsMoreCards = visible.shown > cards.length;

  useEffect(() => {
    if (wantsMoreCards && hasMorePages && isEveryPageLoaded && !failedPage)
      setPageCount((count) => count + 1);
  }, [wantsMoreCards, hasMorePages, isEveryPageLoaded, failedPage]);

  const error = failedPage?.error ?? null;
  useEffect(() => {
    if (error) toastError(error);
  }, [error]);

  return {
    cards: cards.slice(0, visible.shown),
    isPending: loadedPages.length === 0 && !failedPage,
    hasFailed: loadedPages.length === 0 && Boolean(failedPage),
    isEmpty: isEveryPageLoaded && cards.length === 0 && !hasMorePages,
    canLoadMore: visible.shown < cards.length || hasMorePages,
    isLoadingMore: wantsMoreCards && !failedPage && (hasMorePages || !isEveryPageLoaded),
    loadMore() {
      visible.more();
      if (failedPage) void failedPage.refetch();
    },
    retry() {
      if (failedPage) void failedPage.refetch();
    },
  };
}
