import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespace } from '@/lib/i18n';
import { useGlobalShortcuts } from '../hooks/use-global-shortcuts';

// The palette's code is not part of any page's first load: it is fetched once the page has loaded and the
// browser is idle (so keys typed right after Ctrl+K are not lost to a download, and evaluating it never competes
// with the page's own first work), or at the first Ctrl+K if that comes sooner.
// Its texts come with it, so the first Ctrl+K shows the palette at once rather than waiting for them.
const loadPalette = () =>
  Promise.all([import('./command-palette'), loadNamespace('palette')]).then(([module]) => module);
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));
/** A browser without requestIdleCallback (Safari) waits this long after the load event instead. */
const IDLE_FALLBACK_MS = 1000;

/** Runs `task` once the page's load event has passed and the main thread is idle; returns a cancel. */
function whenLoadedAndIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const onIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task);
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, IDLE_FALLBACK_MS);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return () => {
    window.removeEventListener('load', onIdle);
    cancelIdle();
  };
}

/** Mounted once in the signed-in frame: listens for the shortcuts and holds the palette. */
export function KeyboardShortcuts() {
  const { isPaletteOpen, closePalette } = useGlobalShortcuts();
  useEffect(() => whenLoadedAndIdle(() => void loadPalette()), []);
  // Once loaded it stays mounted, so closing is the dialog's own close(), which gives focus back where it was.
  const [isLoaded, setLoaded] = useState(false);
  if (isPaletteOpen && !isLoaded) setLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={isPaletteOpen} onClose={closePalette} />
    </Suspense>
  );
}
