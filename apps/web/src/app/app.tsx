import type { PublicUser, RuntimeConfig } from '@kinora/domain';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { RouteTable } from './route-table';

/** For the bootstrap: the first page's module, loaded with the app so the first render is the page. */
export { preloadRoute } from './route-modules';

export interface AppProps {
  config: RuntimeConfig;
  initialUser: PublicUser | null;
}

/** The lazily loaded application: everything past the signed-out landing. */
export default function App({ config, initialUser }: AppProps) {
  return (
    <AppProviders config={config} initialUser={initialUser}>
      {/* Navigations commit at once rather than as transitions, so that a flow changing the session and the
          location together (sign-in, sign-up) can never leave a guard seeing one without the other. */}
      <BrowserRouter useTransitions={false}>
        <RouteTable />
      </BrowserRouter>
    </AppProviders>
  );
}
