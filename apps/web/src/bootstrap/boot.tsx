import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '@/components/error-boundary';
import { SERVER_SCREEN_ATTRIBUTE, showScreenLive } from '@/lib/live-screen';
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
const fromServer = container.hasAttribute(SERVER_SCREEN_ATTRIBUTE);

/**
 * A screen the app's router shows is made live by its page's own first commit (lib/live-screen.ts); this is the
 * latest it waits for one, in case a screen has none (a guard that renders nothing while it redirects).
 */
const PAGE_LIVE_AT_LATEST_MS = 1500;

/**
 * Once React has committed the shell: the landing, a failed startup's screen and anything drawn over the splash are
 * live at once; a routed page over the server's markup when its page has committed (or at the latest above).
 */
function LiveScreen({ children, waitForPage }: { children: ReactNode; waitForPage: boolean }) {
  useEffect(() => {
    if (!waitForPage) {
      showScreenLive();
      return;
    }
    const timer = setTimeout(showScreenLive, PAGE_LIVE_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [waitForPage]);
  return children;
}

// Outside the error boundary, so a screen that failed (its way out is a Reload button) is live too.
const tree = (screen: ReactNode, waitForPage = false) => (
  <StrictMode>
    <LiveScreen waitForPage={waitForPage}>
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
const adopt = (screen: ReactNode, waitForPage: boolean) => {
  startTransition(() => {
    hydrateRoot(container, tree(screen, waitForPage));
  });
};

/** Resolves in a later task: what follows an await of it does not join the task before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A page's first Intl formatter loads the internationalisation data (about 15 ms on a fast machine, 25 on a slow
 * one, four times that on a phone), whatever it formats; its first date formatter adds about 5 ms more. Every
 * card formats numbers and some first screens dates, so both are made here, each in a task of its own, and React
 * is asked to render in a third: one task holding all of it blocked input for up to 280 ms of Lighthouse's
 * simulated phone on the signed-in home (2026-11-26), and inside a render slice it would do the same.
 */
async function loadIntlData(): Promise<void> {
  const lang = document.documentElement.lang || undefined;
  await nextTask();
  new Intl.NumberFormat(lang).format(0);
  await nextTask();
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(0);
  await nextTask();
}

/** Settles once the first screen's texts and code are here and React has been asked to render it. */
export const started: Promise<void> = start().then(
  async (startup) => {
    await loadIntlData();
    if (fromServer) adopt(<Bootstrap startup={startup} />, startup.App !== null);
    else show(<Bootstrap startup={startup} />);
  },
  (error: unknown) => show(<StartupFailed error={error} />),
);
