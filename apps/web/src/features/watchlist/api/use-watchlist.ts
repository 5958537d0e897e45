import { trpc } from '../../../lib/trpc';

/** The viewer's watch-later list (watchlist.list), newest first. */
export function useWatchlist() {
  return trpc.watchlist.list.useQuery();
}
