import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Bootstrap } from '@/bootstrap/bootstrap';
import { start } from '@/bootstrap/start';
import { ErrorBoundary } from '@/components/error-boundary';
import { Splash } from '@/components/splash';
import { holdPaletteKeys } from '@/lib/early-palette-keys';

// First thing: a Ctrl/Cmd+K pressed while the app's code is still on its way opens the palette once it arrives.
holdPaletteKeys();
const startup = start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <Suspense fallback={<Splash />}>
        <Bootstrap startup={startup} />
      </Suspense>
    </ErrorBoundary>
  </StrictMode>,
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
