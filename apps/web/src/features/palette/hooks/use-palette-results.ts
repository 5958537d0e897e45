import {
  type CatalogueItem,
  hasProfileImage,
  hasTitleImage,
  type PersonListItem,
  SEARCH,
  titleOf,
} from '@kinora/domain';
import { personHref, titleHref } from '@/lib/links';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { matchPages } from '../palette-pages';

/** One line of the palette: what it says, what kind of thing it is, and where Enter takes the viewer. */
export type PaletteOption = {
  id: string;
  label: string;
  kind: 'Page' | 'Movie' | 'TV show' | 'Person';
  to: string;
};

/** Catalogue hits per kind: enough to pick from, few enough to read at a glance. */
const HITS_PER_KIND = 4;

const titles = (items: readonly CatalogueItem[] | undefined, media: 'movie' | 'tv'): PaletteOption[] =>
  (items ?? [])
    .filter(hasTitleImage)
    .slice(0, HITS_PER_KIND)
    .map((item) => ({
      id: `${media}:${item.id}`,
      label: titleOf(item),
      kind: media === 'movie' ? 'Movie' : 'TV show',
      to: titleHref(media, item.id, titleOf(item)),
    }));

const people = (items: readonly PersonListItem[] | undefined): PaletteOption[] =>
  (items ?? [])
    .filter(hasProfileImage)
    .slice(0, HITS_PER_KIND)
    .map((p) => ({ id: `person:${p.id}`, label: p.name, kind: 'Person', to: personHref(p.id, p.name) }));

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
  const pages: PaletteOption[] = matchPages(text).map((page) => ({
    id: `page:${page.to}`,
    label: page.label,
    kind: 'Page',
    to: page.to,
  }));
  const found =
    query === null
      ? []
      : [
          ...titles(movies.data?.results as CatalogueItem[] | undefined, 'movie'),
          ...titles(shows.data?.results as CatalogueItem[] | undefined, 'tv'),
          ...people(persons.data?.results as PersonListItem[] | undefined),
        ];
  const isSearching = query !== null && (movies.isFetching || shows.isFetching || persons.isFetching);
  return { options: [...pages, ...found], isSearching };
}
