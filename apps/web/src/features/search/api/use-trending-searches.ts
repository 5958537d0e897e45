import { type CatalogueItem, type MediaType, SEARCH, titleOf } from '@kinora/domain';
import { useEffect, useMemo } from 'react';

import { titleHref } from '@/lib/links';
import { trpc } from '@/lib/trpc';
import { interleaveInGroups } from '../utils/interleave';

export interface TrendingSearch {
  key: string;
  title: string;
  media: MediaType;
  href: string;
}

const toTrendingSearch = (media: MediaType) => (item: CatalogueItem) => ({
  key: `${media}-${item.id}`,
  title: titleOf(item),
  media,
  href: titleHref(media, item.id, titleOf(item)),
});

/**
 * PRODUCT.md section 9: 14 suggestions, two trending movies then two trending shows, and so on. These are the
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
