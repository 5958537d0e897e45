import type { MediaType } from '@kinora/domain';
import { trpc } from '@/lib/trpc';
import { useErrorToast } from '../hooks/use-error-toast';

/** Cast and crew; a failure is toasted (PRODUCT.md section 8) and the sections say they are unavailable. */
export function useTitleCredits(media: MediaType, id: number) {
  const query = trpc.catalogue.credits.useQuery({ media, id });
  useErrorToast(query.error, `credits-${media}-${id}`);
  return query;
}
