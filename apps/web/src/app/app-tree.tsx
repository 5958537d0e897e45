import type { PublicUser, RuntimeConfig } from '@kinora/domain';
import type { ComponentType, ReactNode } from 'react';
import type { Prefetched } from '@/lib/prefetched';
import { AppProviders } from './providers';
import { RouteTable } from './route-table';

export interface AppProps {
  config: RuntimeConfig;
  initialUser: PublicUser | null;
}

interface AppTreeProps extends AppProps {
  /** The browser's router (app.tsx) or the server's, which renders one location (src/entry-server.tsx). */
  Router: ComponentType<{ children: ReactNode }>;
  /** The server's render only: the answers embedded in the page (the browser reads them from the page). */
  prefetched?: readonly Prefetched[];
}

/**
 * The whole app below its router: one tree for the browser and for the server's first screen, so the markup the
 * server sends is the markup the browser's first render puts in its place.
 */
export function AppTree({ config, initialUser, prefetched, Router }: AppTreeProps) {
  return (
    <AppProviders config={config} initialUser={initialUser} prefetched={prefetched}>
      <Router>
        <RouteTable />
      </Router>
    </AppProviders>
  );
}
