import { lazy, Suspense, useEffect, useState } from 'react';
import { useGlobalShortcuts } from '../hooks/use-global-shortcuts';

// The palette's code is not part of any page's first load: it is fetched once the page has settled (so keys
// typed right after Ctrl+K are not lost to a download), or at the first Ctrl+K if that comes sooner.
const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));
const PRELOAD_AFTER_MS = 3000;

/** Mounted once in the signed-in frame: listens for the shortcuts and holds the palette. */
export function KeyboardShortcuts() {
  const { isPaletteOpen, closePalette } = useGlobalShortcuts();
  useEffect(() => {
    const timer = setTimeout(() => void loadPalette(), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
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
