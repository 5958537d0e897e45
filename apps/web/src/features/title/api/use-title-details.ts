import type { MediaType } from '@kinora/domain';
import { trpc } from '@/lib/trpc';

/** A movie's or show's detail record. Failures are shown by the page itself (not found / could not load). */
export function useTitleDetails(media: MediaType, id: number) {
  return trpc.catalogue.details.useQuery({ media, id });
}
