import { lazy, Suspense, useState } from 'react';
import { useGlobalShortcuts } from '../hooks/use-global-shortcuts';

// The palette's code loads the first time it opens: the shortcuts themselves cost every page almost nothing.
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

/** Mounted once in the signed-in frame: listens for the shortcuts and holds the palette. */
export function KeyboardShortcuts() {
  const { isPaletteOpen, closePalette } = useGlobalShortcuts();
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
