import type { PublicUser, RuntimeConfig } from '@kinora/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { WatchLaterActionProvider } from '@/components/watch-later-button';
import { useAddToWatchlist } from '@/features/watchlist/api/watchlist-api';
import { type Prefetched, seedPrefetchedQueries } from '@/lib/prefetched';
import { createQueryClient } from '@/lib/query-client';
import { RuntimeConfigProvider } from '@/lib/runtime-config';
import { SESSION_QUERY_KEY, type SessionData } from '@/lib/session';
import { TOASTER_PROPS } from '@/lib/toasts';
import { createTrpcClient, trpc } from '@/lib/trpc';
import { TitlePageSlotsFromFeatures } from './title-page-slots';

interface AppProvidersProps {
  config: RuntimeConfig;
  /** The bootstrap's session answer: seeded into the cache so the app never asks twice on load. */
  initialUser: PublicUser | null;
  /** The server's render only: the answers it embeds in the page, which the browser reads from the page itself. */
  prefetched?: readonly Prefetched[];
  children: ReactNode;
}

export function AppProviders({ config, initialUser, prefetched, children }: AppProvidersProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setQueryData<SessionData>(SESSION_QUERY_KEY, { user: initialUser });
    seedPrefetchedQueries(client, prefetched);
    return client;
  });
  const [trpcClient] = useState(() => createTrpcClient(config.apiServers));

  return (
    <RuntimeConfigProvider value={config}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {/* Features never import each other: the app hands the watch-later feature's action to the buttons. */}
          <WatchLaterActionProvider value={useAddToWatchlist}>
            <TitlePageSlotsFromFeatures>{children}</TitlePageSlotsFromFeatures>
          </WatchLaterActionProvider>
          <Toaster {...TOASTER_PROPS} />
        </QueryClientProvider>
      </trpc.Provider>
    </RuntimeConfigProvider>
  );
}
