import { type CatalogueItem, type PersonListItem, SEARCH } from '@kinora/domain';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePaletteSearch } from '../api/palette-queries';
import { pageOptions, personOptions, titleOptions } from '../utils/palette-options';
import { matchPages } from '../utils/palette-pages';

/**
 * What the palette offers for the text typed: matching pages at once, then movies, shows and people from the
 * catalogue once 3 characters have rested for the search's usual pause.
 */
export function usePaletteResults(text: string) {
  const settled = useDebouncedValue(text.trim(), SEARCH.DEBOUNCE_MS);
  const query = settled.length >= SEARCH.MIN_CHARS ? settled.slice(0, SEARCH.MAX_CHARS) : null;
  const { movies, shows, persons } = usePaletteSearch(query);
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
