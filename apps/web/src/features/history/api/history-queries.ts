import { trpc } from '@/lib/trpc';

/** One hook per history list; each answers newest first, each entry with its `entryId`. */
export function useSearchHistory() {
  return trpc.history.search.useQuery();
}

export function useWatchHistory() {
  return trpc.history.watch.useQuery();
}

export function useChatHistory() {
  return trpc.history.chat.useQuery();
}
