import { trpc } from '@/lib/trpc';

/** One season's episodes, fetched only once that season is expanded. */
export function useSeasonEpisodes(showId: number, season: number, isExpanded: boolean) {
  return trpc.catalogue.episodes.useQuery({ id: showId, season }, { enabled: isExpanded });
}
