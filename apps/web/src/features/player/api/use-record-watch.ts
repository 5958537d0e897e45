import type { WatchTarget } from '@kinora/domain';
import { useEffect, useRef } from 'react';
import { trpc } from '@/lib/trpc';

/**
 * Adds the movie or episode to the watch history once it is on the player, once per title or episode shown
 * (moving to the next episode records that one). PRODUCT.md section 8: a failure is logged only.
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
