import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { type AppProps, AppTree } from './app-tree';

export type { AppProps } from './app-tree';
/** For the bootstrap: the first page's module, loaded with the app so the first render is the page. */
export { preloadRoute } from './route-modules';

/**
 * Navigations commit at once rather than as transitions, so that a flow changing the session and the location
 * together (sign-in, sign-up) can never leave a guard seeing one without the other.
 */
function BrowserRoutes({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/** The lazily loaded application: everything past the signed-out landing. */
export default function App(props: AppProps) {
  return <AppTree {...props} Router={BrowserRoutes} />;
}
