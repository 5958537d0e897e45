import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from './trpc';

/** The API embeds the home page's first answers under this id on a signed-in load of `/`. */
const EMBEDDED_PREFETCH_ID = 'kinora-prefetch';

/** One answer the server sent with the page: the tRPC procedure's dotted path, its input and its answer. */
export type Prefetched = { path: string; input: unknown; data: unknown };

/** The answers embedded in this page, or none (nothing embedded, or unreadable: the pages then simply ask). */
function embeddedPrefetch(): readonly Prefetched[] {
  const embedded = document.getElementById(EMBEDDED_PREFETCH_ID)?.textContent;
  if (!embedded) return [];
  try {
    return JSON.parse(embedded) as Prefetched[];
  } catch {
    return [];
  }
}

/**
 * Puts the answers the server sent along with the page into the query cache, under the keys the pages' own
 * queries use, so the first screen renders without waiting for a round trip. The server's own render of the
 * first screen (src/entry-server.tsx) hands the same answers in directly, as there is no page to read them from.
 */
export function seedPrefetchedQueries(
  client: QueryClient,
  entries: readonly Prefetched[] = embeddedPrefetch(),
): void {
  for (const { path, input, data } of entries) {
    const procedure = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], trpc);
    if (!procedure) continue;
    client.setQueryData(getQueryKey(procedure as Parameters<typeof getQueryKey>[0], input, 'query'), data);
  }
}
