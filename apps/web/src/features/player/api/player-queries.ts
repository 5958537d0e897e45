import type { MediaType, WatchTarget } from '@kinora/domain';
import { useEffect, useRef } from 'react';
import { trpc } from '@/lib/trpc';

/** The API lists trailers best first (a YouTube Trailer, then a Teaser); the built-in source plays the first. */
const firstKey = (videos: readonly { key: string }[]) => videos[0]?.key ?? null;

export function useBestTrailer(media: MediaType, id: number, enabled = true) {
  return trpc.catalogue.trailers.useQuery({ media, id }, { select: firstKey, enabled });
}

/** The operator's sources. If they cannot be loaded the built-in trailer still plays, so a failure is logged only. */
export function usePlayerSources() {
  const query = trpc.player.sources.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  useEffect(() => {
    if (query.error)
      console.warn('Player sources could not be loaded; offering the trailer only.', query.error);
  }, [query.error]);
  return query;
}

/**
 * Adds the movie or episode to the watch history once it is on the player, once per title or episode shown
 * (moving to the next episode records that one). A failure is logged only.
 */
export function useRecordWatch(target: WatchTarget) {
  const utils = trpc.useUtils();
  const { mutate } = trpc.history.recordWatch.useMutation({
    onSuccess: () => void utils.history.watch.invalidate(),
    onError: (error) => console.warn('Could not add this to the watch history.', error),
  });
  const recordedKey = useRef<string | null>(null);
  const key = JSON.stringify(target);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `target`, which is a new object each render
  useEffect(() => {
    if (recordedKey.current === key) return;
    recordedKey.current = key;
    mutate(target);
  }, [key, mutate]);
}
