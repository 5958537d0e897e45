import type { MediaType } from '@kinora/domain';
import { useEffect } from 'react';
import { toastErrorText } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';
import { useErrorToast } from '../hooks/use-error-toast';

/** PRODUCT.md section 8's words for a similar-titles answer with nothing in it. */
export const NO_SIMILAR_MESSAGE = { movie: 'no movie fetched', tv: 'no tv fetched' } as const;

/** See use-title-details.ts: the API sends this exact type, tRPC's inference loses its optional fields. */

/**
 * The first page of similar titles, most popular first. A failure toasts the server's message; an empty answer
 * toasts 'no movie fetched' / 'no tv fetched'.
 */
export function useSimilarTitles(media: MediaType, id: number) {
  const query = trpc.catalogue.similar.useQuery({ media, id });
  const toastId = `similar-${media}-${id}`;
  useErrorToast(query.error, toastId);
  const isEmpty = query.data?.results.length === 0;
  useEffect(() => {
    if (isEmpty) toastErrorText(NO_SIMILAR_MESSAGE[media], { id: toastId });
  }, [isEmpty, media, toastId]);
  return query;
}
