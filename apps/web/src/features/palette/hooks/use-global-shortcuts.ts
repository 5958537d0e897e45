import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  claimPaletteShortcut,
  isPaletteShortcut,
  isPaletteWanted,
  setPaletteWanted,
} from '@/lib/early-palette-keys';
import { FOCUS_SEARCH_STATE } from '@/lib/focus-search';

/** Typing into a field (or an editable area) keeps its keys: '/' is a character there, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The app's keyboard shortcuts: '/' goes to search with the cursor in its box (or puts it there on /search),
 * Ctrl+K or Cmd+K opens the command palette (and closes it again). Escape is each dialog's own.
 */
export function useGlobalShortcuts() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Ctrl+K may have come before this code did (main.tsx holds it): then the palette opens at once.
  const [isPaletteOpen, setPaletteOpen] = useState(isPaletteWanted);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
        event.preventDefault();
        setPaletteOpen((open) => !open);
        return;
      }
      // A key kept for the palette while its code downloads (early-palette-keys) is not a shortcut.
      if (event.defaultPrevented) return;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      const box = document.querySelector<HTMLInputElement>('main input[name="query"]');
      if (pathname === '/search' && box) box.focus();
      else navigate('/search', { state: FOCUS_SEARCH_STATE });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, pathname]);

  // From here on the listener above toggles the palette; a press that came in between still counts. This only
  // ever opens: the palette's box may already have mounted and taken the held keys (a child's effect runs before
  // this one), and then "no longer wanted" means "already open", not "close it".
  useEffect(() => {
    if (claimPaletteShortcut()) setPaletteOpen(true);
  }, []);
  // Until the palette's box can take the keyboard, what is typed for it is kept.
  useEffect(() => setPaletteWanted(isPaletteOpen), [isPaletteOpen]);

  return { isPaletteOpen, closePalette: () => setPaletteOpen(false) };
}
