import type { MediaType } from '@kinora/domain';
import { trpc } from '@/lib/trpc';

/** The API lists trailers best first (a YouTube Trailer, then a Teaser); the built-in source plays the first. */
const firstKey = (videos: readonly { key: string }[]) => videos[0]?.key ?? null;

export function useBestTrailer(media: MediaType, id: number) {
  return trpc.catalogue.trailers.useQuery({ media, id }, { select: firstKey });
}
