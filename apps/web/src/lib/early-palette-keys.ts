/**
 * Ctrl/Cmd+K from the first moment the page shows. The palette's own listener lives in the signed-in app, whose
 * code (and then the palette's) arrives a moment after the first screen; a key pressed before that would do
 * nothing, or worse, go to the browser's own Ctrl+K. This listener (installed by main.tsx, a few hundred bytes)
 * holds the wish and what is typed after it until the palette can take them.
 */

type Held = { isWanted: boolean; typed: string };

let held: Held = { isWanted: false, typed: '' };
let isListening = false;
/** Once the app listens for the shortcut itself, this one only keeps what is typed. */
let isShortcutClaimed = false;

export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function onKeyDown(event: KeyboardEvent) {
  if (isPaletteShortcut(event)) {
    if (isShortcutClaimed) return;
    event.preventDefault();
    held = { isWanted: !held.isWanted, typed: '' };
    return;
  }
  if (!held.isWanted || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
  if (event.key === 'Escape') held = { isWanted: false, typed: '' };
  else if (event.key === 'Backspace') held = { ...held, typed: held.typed.slice(0, -1) };
  else if (event.key.length === 1) {
    // A printable key meant for the palette's box: not a page scroll (Space) or any other shortcut.
    event.preventDefault();
    held = { ...held, typed: held.typed + event.key };
  }
}

/** main.tsx, before anything renders: start holding palette keys. */
export function holdPaletteKeys(): void {
  if (isListening) return;
  isListening = true;
  isShortcutClaimed = false;
  held = { isWanted: false, typed: '' };
  // Capture phase on window: it sees the key before any listener of the page.
  window.addEventListener('keydown', onKeyDown, true);
}

/** Whether Ctrl/Cmd+K asked for the palette and it has not opened yet. Reading changes nothing. */
export function isPaletteWanted(): boolean {
  return held.isWanted;
}

/**
 * The app's own shortcut listener is in place and toggles the palette from now on; the answer is whether the
 * palette was asked for meanwhile. Keys typed for it are still kept until its box can take them.
 */
export function claimPaletteShortcut(): boolean {
  isShortcutClaimed = true;
  return held.isWanted;
}

/** The app opened (or closed) the palette before its code was there: keep what is typed for it (or drop it). */
export function setPaletteWanted(isWanted: boolean): void {
  // Once released, the palette has had its keys: later openings need no holding.
  if (isListening && held.isWanted !== isWanted) held = { isWanted, typed: '' };
}

/** What was typed for the palette so far. Reading changes nothing. */
export function heldPaletteText(): string {
  return held.typed;
}

/** The palette's box has the keyboard now (or there will be no palette): stop, and hand over what was typed. */
export function releasePaletteKeys(): string {
  const { typed } = held;
  held = { isWanted: false, typed: '' };
  if (isListening) window.removeEventListener('keydown', onKeyDown, true);
  isListening = false;
  return typed;
}
