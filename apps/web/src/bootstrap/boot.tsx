import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '@/components/error-boundary';
import { Bootstrap, StartupFailed } from './bootstrap';
import { start } from './start';

/**
 * React and the app, started by the entry once the page has painted (src/main.tsx). The page's first screen is
 * the server's still markup (decision 017) or the static splash; React renders once, straight to the live first
 * screen, when its data and code are all here (src/bootstrap/start.ts), and that render replaces the markup.
 */
const root = createRoot(document.getElementById('root')!);
// As a transition, so React renders the first screen in short slices, yielding to the browser in between,
// rather than in one long task (a whole signed-in page at once is over a second on a slow phone).
const show = (screen: ReactNode) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary>{screen}</ErrorBoundary>
      </StrictMode>,
    ),
  );

/** Settles once the first screen's texts and code are here and React has been asked to render it. */
export const started: Promise<void> = start().then(
  (startup) => show(<Bootstrap startup={startup} />),
  (error: unknown) => show(<StartupFailed error={error} />),
);
