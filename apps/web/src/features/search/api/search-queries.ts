import {
  type CatalogueItem,
  MAX_CATALOGUE_PAGE,
  type MediaType,
  SEARCH,
  type SearchType,
  titleOf,
} from '@kinora/domain';
import { useEffect, useMemo, useState } from 'react';
import { browserRegion } from '@/lib/browser-region';
import { titleHref } from '@/lib/links';
import { toastError } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';
import { useShowMore } from '@/lib/use-show-more';
import { interleaveInGroups } from '../utils/interleave';
import { hasImage, type SearchCard, type SearchHit, toSearchCard } from '../utils/search-cards';

/** Cards of the loaded pages in the catalogue's order of relevance, without repeats across pages. */
function cardsOf(type: SearchType, pages: readonly { results: readonly SearchHit[] }[]): SearchCard[] {
  const seen = new Set<number>();
  const cards: SearchCard[] = [];
  for (const page of pages) {
    const pageCards = page.results.filter((hit) => hasImage(type, hit)).map((hit) => toSearchCard(type, hit));
    for (const card of pageCards) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      cards.push(card);
    }
  }
  return cards;
}

/**
 * "On my services" keeps a few titles of each page, or none: past this many pages, the next one is fetched only
 * when Load More asks, so a search with nothing on the viewer's services does not walk every page by itself.
 */
const AUTO_PAGES_ON_MY_SERVICES = 3;

/**
 * One search (type + query): 10 cards at first, 4 more per Load More, and the
 * next catalogue page is fetched once more cards are asked for than are loaded. Each page keeps the catalogue's
 * order of relevance and is appended, so the cards already on screen never jump around when more arrive. Failures show the
 * server's message in a toast. The caller keys this hook's component by type, query and `onMyServices`.
 */
export function useSearchResults(type: SearchType, query: string, onMyServices = false) {
  const [pageCount, setPageCount] = useState(1);
  const visible = useShowMore(SEARCH.RESULTS);
  const filter = onMyServices ? { onMyServices: true, region: browserRegion() } : {};
  const pages = trpc.useQueries((t) =>
    Array.from({ length: pageCount }, (_, index) =>
      t.catalogue.search({ type, query, page: index + 1, ...filter }),
    ),
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
  const canFetchAlone = !onMyServices || pageCount < AUTO_PAGES_ON_MY_SERVICES;

  useEffect(() => {
    if (wantsMoreCards && hasMorePages && isEveryPageLoaded && !failedPage && canFetchAlone)
      setPageCount((count) => count + 1);
  }, [wantsMoreCards, hasMorePages, isEveryPageLoaded, failedPage, canFetchAlone]);

  const error = failedPage?.error ?? null;
  useEffect(() => {
    if (error) toastError(error);
  }, [error]);

  return {
    cards: cards.slice(0, visible.shown),
    isPending: loadedPages.length === 0 && !failedPage,
    hasFailed: loadedPages.length === 0 && Boolean(failedPage),
    isEmpty: isEveryPageLoaded && cards.length === 0 && (!hasMorePages || !canFetchAlone),
    canLoadMore: visible.shown < cards.length || hasMorePages,
    isLoadingMore: wantsMoreCards && !failedPage && (!isEveryPageLoaded || (hasMorePages && canFetchAlone)),
    loadMore() {
      visible.more();
      if (failedPage) void failedPage.refetch();
      else if (
        !canFetchAlone &&
        hasMorePages &&
        isEveryPageLoaded &&
        visible.shown + SEARCH.RESULTS.STEP > cards.length
      )
        setPageCount((count) => count + 1);
    },
    retry() {
      if (failedPage) void failedPage.refetch();
    },
  };
}

const toTrendingSearch = (media: MediaType) => (item: CatalogueItem) => ({
  key: `${media}-${item.id}`,
  title: titleOf(item),
  media,
  href: titleHref(media, item.id, titleOf(item)),
});

/**
 * 14 suggestions: two trending movies, then two trending shows, and so on. These are the
 * same queries as the home hero's, so coming from home they are already in the cache. Failures are logged only.
 */
export function useTrendingSearches() {
  const movies = trpc.catalogue.trending.useQuery({ media: 'movie' }, { select: (page) => page.results });
  const shows = trpc.catalogue.trending.useQuery({ media: 'tv' }, { select: (page) => page.results });

  useEffect(() => {
    if (movies.error) console.error('Trending movies could not be loaded.', movies.error);
    if (shows.error) console.error('Trending TV shows could not be loaded.', shows.error);
  }, [movies.error, shows.error]);

  const items = useMemo(
    () =>
      interleaveInGroups(
        (movies.data ?? []).map(toTrendingSearch('movie')),
        (shows.data ?? []).map(toTrendingSearch('tv')),
        SEARCH.TRENDING_INTERLEAVE,
        SEARCH.TRENDING_ITEMS,
      ),
    [movies.data, shows.data],
  );
  return { items, isPending: movies.isPending || shows.isPending };
}

/** Where 'Surprise Me' draws from: what is in cinemas, or what is on air. */
function surpriseSource(type: SearchType) {
  return type === 'tv'
    ? ({ media: 'tv', category: 'on_the_air' } as const)
    : ({ media: 'movie', category: 'now_playing' } as const);
}

/**
 * 'Surprise Me': a random now-playing movie (or on-the-air show for the TV type), avoiding the title already in
 * the box, and only among titles that search lists. People have no such list, so the Person type draws from
 * movies too. Resolves to null on failure, after showing the server's message.
 */
export function useSurprisePick() {
  const utils = trpc.useUtils();
  const [isPicking, setIsPicking] = useState(false);

  async function pick(type: SearchType, currentText: string): Promise<string | null> {
    setIsPicking(true);
    try {
      const source = surpriseSource(type);
      const page = await utils.catalogue.category.fetch(source);
      // Search lists only titles with a picture, so a pick without one would search for itself and find nothing.
      const titles = page.results
        .filter((item) => hasImage(source.media, item))
        .map(titleOf)
        .filter((title) => title && title !== currentText.trim());
      return titles[Math.floor(Math.random() * titles.length)] ?? null;
    } catch (error) {
      toastError(error);
      return null;
    } finally {
      setIsPicking(false);
    }
  }

  return { pick, isPicking };
}
