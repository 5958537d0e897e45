import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { ARROW_CARD_SELECTOR } from './arrow-navigation';
import {
  cardAfterKey,
  cardOf,
  findRememberedCard,
  focusCard,
  hasOpenOverlay,
  isPageLevel,
  rememberCard,
  rememberedCard,
  restoreCard,
} from './card-focus';

/** How long a return waits for the remembered card to render (its page's code or data may still be arriving). */
const RESTORE_WAIT_MS = 5000;

const CARD_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
const SIDEWAYS_KEYS = ['ArrowLeft', 'ArrowRight'];
/** Pages where Escape already means something with nothing focused: the player turns its lights back on. */
const ESCAPE_OWNED_PATHS = ['/watch'];

const isBackKey = (event: KeyboardEvent) =>
  event.key === 'Backspace' ||
  (event.key === 'Escape' && !ESCAPE_OWNED_PATHS.includes(window.location.pathname));

const hasModifier = (event: KeyboardEvent) =>
  event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

/** React Router numbers the entries of its history: above 0, Back stays inside the app. */
function canGoBackInApp(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * Arrow keys and TV remotes, for the whole signed-in app (mounted once, by the layout):
 * - on a card (a row's or a grid's link), the arrows move to the next card (arrow-navigation.ts has the rule), and
 *   Home and End go to the ends of its row. Keys on anything else (a text box, a slider, the game, a dialog) are
 *   never touched, and a key another handler already took (preventDefault) is left alone;
 * - Backspace and Escape go back when the page itself has the focus (nothing, or a card) and no dialog is open:
 *   a TV remote's Back often arrives as one of them. Escape first belongs to whatever is open, and on the player
 *   to its lights;
 * - every card focused or opened is remembered for its history entry, and coming back to that entry (Back,
 *   Backspace, Escape) focuses it again, with its row and the page scrolled as they were.
 */
export function useArrowNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const entryKey = useRef(location.key);

  useEffect(() => {
    entryKey.current = location.key;
  }, [location.key]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || hasModifier(event) || hasOpenOverlay()) return;
      if (CARD_KEYS.includes(event.key)) {
        const card = cardOf(event.target);
        if (!card) return;
        const next = cardAfterKey(card, event.key);
        // Up past the first line, Down past the last, and Home or End outside a row scroll the page as usual;
        // sideways at a line's end does nothing (a row would otherwise scroll away from the focused card).
        if (!next && !SIDEWAYS_KEYS.includes(event.key)) return;
        event.preventDefault();
        if (next) focusCard(next);
      } else if (isBackKey(event) && isPageLevel(event.target) && canGoBackInApp()) {
        event.preventDefault();
        navigate(-1);
      }
    };
    const remember = (event: Event) => {
      const card =
        event.target instanceof Element ? event.target.closest<HTMLElement>(ARROW_CARD_SELECTOR) : null;
      if (card) rememberCard(entryKey.current, card);
    };
    // On window, so every other key handler (dialogs, the palette, the game) has had its turn first.
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', remember);
    // Capture: the click is seen before the link navigates, while the card and its row are still on screen.
    document.addEventListener('click', remember, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', remember);
      document.removeEventListener('click', remember, true);
    };
  }, [navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry reached, not per type
  useEffect(() => {
    if (navigationType !== 'POP') return;
    const saved = rememberedCard(location.key);
    if (!saved) return;
    return whenFound(
      () => findRememberedCard(saved),
      (card) => {
        // The person has already put the focus somewhere else: leave it there.
        if (!isPageLevel(document.activeElement) || cardOf(document.activeElement) !== null) return;
        restoreCard(card, saved);
      },
    );
  }, [location.key]);
}

/**
 * Calls `onFound` with what `find` returns as soon as it returns something (now, or when the page next changes),
 * for at most RESTORE_WAIT_MS; a key or a pointer press meanwhile means the person has moved on. Returns a cancel.
 */
function whenFound(find: () => HTMLElement | null, onFound: (card: HTMLElement) => void): () => void {
  const found = find();
  if (found) {
    onFound(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const card = find();
    if (!card) return;
    stop();
    onFound(card);
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  return stop;
}
