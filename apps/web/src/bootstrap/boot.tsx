import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '@/components/error-boundary';
import { Bootstrap, StartupFailed } from './bootstrap';
import { start } from './start';

/**
 * React and the app, started by the entry once the page has painted (src/main.tsx). The page's first screen is
 * the server's still markup (decision 017) or the static splash; React renders once, straight to the live first
 * screen, when its data and code are all here (src/bootstrap/start.ts).
 *
 * Over the server's markup React hydrates: it adopts the nodes already painted instead of drawing the same
 * screen again, so the browser neither rebuilds the page's DOM nor lays it out and paints it a second time (on
 * a slow phone, one long task of several hundred milliseconds). Where the browser's render would differ (what only
 * the browser knows: its stored choices, its languages), React gives up on the markup and draws the screen
 * itself, as it does over the splash.
 */
const container = document.getElementById('root')!;
const SERVER_SCREEN = 'data-server-screen';
const fromServer = container.hasAttribute(SERVER_SCREEN);

/** Once React has committed the live screen, the root stops being the server's still markup: clicks and focus reach it. */
function LiveScreen({ children }: { children: ReactNode }) {
  useEffect(() => {
    for (const attribute of [SERVER_SCREEN, 'inert', 'aria-hidden']) container.removeAttribute(attribute);
  }, []);
  return children;
}

// Outside the error boundary, so a screen that failed (its way out is a Reload button) is live too.
const tree = (screen: ReactNode) => (
  <StrictMode>
    <LiveScreen>
      <ErrorBoundary>{screen}</ErrorBoundary>
    </LiveScreen>
  </StrictMode>
);

// Over the splash, as a transition, so React renders the first screen in short slices, yielding to the browser
// in between, rather than in one long task. Hydration is sliced that way on its own.
const show = (screen: ReactNode) => {
  const root = createRoot(container);
  startTransition(() => root.render(tree(screen)));
};

/**
 * Over the server's markup, also as a transition: a plain hydrateRoot renders the whole screen in one task (React
 * slices only transitions), several hundred milliseconds on a slow phone.
 */
const adopt = (screen: ReactNode) => {
  startTransition(() => {
    hydrateRoot(container, tree(screen));
  });
};

/**
 * Intl's first formatter of a page loads the locale's data (about 15 ms here, four times that on a slow phone),
 * whatever it formats; every later one is cheap. Made in a task of its own before React renders, so that cost
 * is not added to one of the render's slices (a date on the first screen would need it at once).
 */
function loadIntlData(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const lang = document.documentElement.lang || undefined;
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(0);
      new Intl.NumberFormat(lang).format(0);
      resolve();
    }, 0),
  );
}

/** Settles once the first screen's texts and code are here and React has been asked to render it. */
export const started: Promise<void> = start().then(
  async (startup) => {
    await loadIntlData();
    if (fromServer) adopt(<Bootstrap startup={startup} />);
    else show(<Bootstrap startup={startup} />);
  },
  (error: unknown) => show(<StartupFailed error={error} />),
);
