import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from './trpc';

/** The API embeds the home page's first answers under this id on a signed-in load of `/`. */
const EMBEDDED_PREFETCH_ID = 'kinora-prefetch';

type Prefetched = { path: string; input: unknown; data: unknown };

/**
 * Puts the answers the server sent along with the page into the query cache, under the keys the pages' own
 * queries use, so the first screen renders without waiting for a round trip. Anything unreadable is skipped:
 * the pages then simply ask.
 */
export function seedPrefetchedQueries(client: QueryClient): void {
  const embedded = document.getElementById(EMBEDDED_PREFETCH_ID)?.textContent;
  if (!embedded) return;
  let entries: Prefetched[];
  try {
    entries = JSON.parse(embedded) as Prefetched[];
  } catch {
    return;
  }
  for (const { path, input, data } of entries) {
    const procedure = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], trpc);
    if (!procedure) continue;
    client.setQueryData(getQueryKey(procedure as Parameters<typeof getQueryKey>[0], input, 'query'), data);
  }
}
