import { trpc } from '@/lib/trpc';

/** How long a palette search answer is reused while the person types, erases and retypes. */
const PALETTE_SEARCH_STALE_MS = 60_000;

/**
 * The catalogue's movies, shows and people for the palette's text, asked for in parallel; nothing is asked while
 * `query` is null (too short, or still being typed).
 */
export function usePaletteSearch(query: string | null) {
  const options = { enabled: query !== null, staleTime: PALETTE_SEARCH_STALE_MS };
  const movies = trpc.catalogue.search.useQuery({ type: 'movie', query: query ?? '' }, options);
  const shows = trpc.catalogue.search.useQuery({ type: 'tv', query: query ?? '' }, options);
  const persons = trpc.catalogue.search.useQuery({ type: 'person', query: query ?? '' }, options);
  return { movies, shows, persons };
}
