import { trpc } from '@/lib/trpc';

/**
 * The 54 Top Directors with their photos, in one answer. The server looks each profile up and lists a director
 * whose lookup failed without a photo, so only a total failure is an error here.
 */
export function useDirectors() {
  return trpc.catalogue.directors.useQuery(undefined, {
    // The list is fixed and photos rarely change: no need to ask again during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
