import { trpc } from '@/lib/trpc';

/** The operator's links for the four sections; they change only with a deploy. */
export function useFunLinks() {
  return trpc.fun.links.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}

/** /fun/adult's links: the server answers them only for a viewer who opted in. */
export function useAdultLinks() {
  return trpc.fun.adultLinks.useQuery();
}
