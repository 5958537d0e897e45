import type { MediaType } from '@kinora/domain';
import { trpc } from '@/lib/trpc';
import { useLogFailure } from '../hooks/use-log-failure';

/** The hero's titles: the first page of what is trending in the chosen catalogue. */
export function useTrending(media: MediaType) {
  const query = trpc.catalogue.trending.useQuery({ media }, { select: (page) => page.results });
  useLogFailure(query.error, `Trending ${media} titles could not be loaded.`);
  return query;
}
