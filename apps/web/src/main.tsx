import './styles.css';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Bootstrap, StartupFailed } from '@/bootstrap/bootstrap';
import { start } from '@/bootstrap/start';
import { ErrorBoundary } from '@/components/error-boundary';
import { holdPaletteKeys } from '@/lib/early-palette-keys';

// First thing: a Ctrl/Cmd+K pressed while the app's code is still on its way opens the palette once it arrives.
holdPaletteKeys();
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

// The page's static splash stays up until the first screen's data and code are all here: React renders once,
// straight to that screen (src/bootstrap/start.ts).
start().then(
  (startup) => show(<Bootstrap startup={startup} />),
  (error: unknown) => show(<StartupFailed error={error} />),
);

// Offline support and the update prompt (decision 012): fetched only after the page has loaded, so the entry
// carries just these lines. Production only: under `vite` there is no built worker to register.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => {
      import('@/bootstrap/service-worker/register').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      );
    },
    { once: true },
  );
}
