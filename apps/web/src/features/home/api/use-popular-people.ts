import { trpc } from '@/lib/trpc';
import { useLogFailure } from '../hooks/use-log-failure';

/** The 'Popular People' row (people with a photo only; the API filters). */
export function usePopularPeople(isEnabled: boolean) {
  const query = trpc.catalogue.popularPeople.useQuery({}, { enabled: isEnabled });
  useLogFailure(query.error, 'Popular people could not be loaded.');
  return query;
}
