import type { MediaType } from '@kinora/domain';
import { trpc } from '@/lib/trpc';
import type { HomeCategory } from '../categories';
import { useLogFailure } from '../hooks/use-log-failure';

/** One home row; `isEnabled` lets a row wait until it scrolls near, so the first screen only asks for itself. */
export function useCategory(media: MediaType, category: HomeCategory, isEnabled: boolean) {
  const query = trpc.catalogue.category.useQuery(
    { media, category },
    {
      enabled: isEnabled,
      select: (page) => page.results,
    },
  );
  useLogFailure(query.error, `The ${media} row '${category}' could not be loaded.`);
  return query;
}
