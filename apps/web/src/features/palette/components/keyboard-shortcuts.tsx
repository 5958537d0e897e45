import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespace } from '@/lib/i18n';
import { useGlobalShortcuts } from '../hooks/use-global-shortcuts';

// The palette's code is not part of any page's load: most visits never open it. It is fetched at the first sign
// that it may be wanted, Ctrl or Cmd going down (Ctrl+K is on its way), or at its first opening. Keys typed after
// Ctrl+K while it downloads are held for its box (early-palette-keys), so none is lost; its texts come with it.
const loadPalette = () =>
  Promise.all([import('./command-palette'), loadNamespace('palette')]).then(([module]) => module);
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

/** Runs `task` once, at the first key pressed with Ctrl or Cmd (or the key itself); returns a cancel. */
function onFirstModifierKey(task: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.ctrlKey && !event.metaKey) return;
    document.removeEventListener('keydown', onKeyDown, true);
    task();
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => document.removeEventListener('keydown', onKeyDown, true);
}

/** Mounted once in the signed-in frame: listens for the shortcuts and holds the palette. */
export function KeyboardShortcuts() {
  const { isPaletteOpen, closePalette } = useGlobalShortcuts();
  useEffect(() => onFirstModifierKey(() => void loadPalette().catch(() => {})), []);
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
