import { useEffect } from 'react';
import { trpc } from '@/lib/trpc';

/** The operator's sources. If they cannot be loaded the built-in trailer still plays, so a failure is logged only. */
export function usePlayerSources() {
  const query = trpc.player.sources.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  useEffect(() => {
    if (query.error)
      console.warn('Player sources could not be loaded; offering the trailer only.', query.error);
  }, [query.error]);
  return query;
}
