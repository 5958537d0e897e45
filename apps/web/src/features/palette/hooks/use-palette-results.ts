import { type CatalogueItem, type PersonListItem, SEARCH } from '@kinora/domain';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { pageOptions, personOptions, titleOptions } from '../palette-options';
import { matchPages } from '../palette-pages';

/**
 * What the palette offers for the text typed: matching pages at once, then movies, shows and people from the
 * catalogue once 3 characters have rested for the search's usual pause.
 */
export function usePaletteResults(text: string) {
  const settled = useDebouncedValue(text.trim(), SEARCH.DEBOUNCE_MS);
  const query = settled.length >= SEARCH.MIN_CHARS ? settled.slice(0, SEARCH.MAX_CHARS) : null;
  const options = { enabled: query !== null, staleTime: 60_000 };
  const movies = trpc.catalogue.search.useQuery({ type: 'movie', query: query ?? '' }, options);
  const shows = trpc.catalogue.search.useQuery({ type: 'tv', query: query ?? '' }, options);
  const persons = trpc.catalogue.search.useQuery({ type: 'person', query: query ?? '' }, options);
  const found =
    query === null
      ? []
      : [
          ...titleOptions(movies.data?.results as CatalogueItem[] | undefined, 'movie'),
          ...titleOptions(shows.data?.results as CatalogueItem[] | undefined, 'tv'),
          ...personOptions(persons.data?.results as PersonListItem[] | undefined),
        ];
  const isSearching = query !== null && (movies.isFetching || shows.isFetching || persons.isFetching);
  return { options: [...pageOptions(matchPages(text)), ...found], isSearching };
}
