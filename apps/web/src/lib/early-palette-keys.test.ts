import { afterEach, describe, expect, it } from 'vitest';
import {
  claimPaletteShortcut,
  heldPaletteText,
  holdPaletteKeys,
  isPaletteWanted,
  releasePaletteKeys,
  setPaletteWanted,
} from './early-palette-keys';

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  releasePaletteKeys();
});

describe('palette keys held before the app is ready', () => {
  it('takes Ctrl+K from the browser and keeps what is typed after it', () => {
    holdPaletteKeys();
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(true);
    press('d');
    press('u');
    press('x');
    press('Backspace');
    press('n');
    expect(isPaletteWanted()).toBe(true);
    expect(heldPaletteText()).toBe('dun');
    expect(claimPaletteShortcut()).toBe(true);
    expect(releasePaletteKeys()).toBe('dun');
  });

  it('Cmd+K works too, and a second press or Escape takes the wish back', () => {
    holdPaletteKeys();
    press('K', { metaKey: true });
    press('k', { metaKey: true });
    expect(isPaletteWanted()).toBe(false);
    press('k', { ctrlKey: true });
    press('Escape');
    expect(isPaletteWanted()).toBe(false);
  });

  it('keeps nothing without Ctrl+K, and nothing typed into a field', () => {
    holdPaletteKeys();
    expect(press('a').defaultPrevented).toBe(false);
    press('k', { ctrlKey: true });
    const field = document.createElement('input');
    document.body.append(field);
    expect(press('b', {}, field).defaultPrevented).toBe(false);
    field.remove();
    expect(heldPaletteText()).toBe('');
  });

  it('once the app claims the shortcut, leaves Ctrl+K to it but still keeps the typing for the palette', () => {
    holdPaletteKeys();
    expect(claimPaletteShortcut()).toBe(false);
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(isPaletteWanted()).toBe(false);
    setPaletteWanted(true);
    press('o');
    expect(releasePaletteKeys()).toBe('o');
    // Released: nothing listens any more, and a later opening holds nothing for a later app to find.
    press('k', { ctrlKey: true });
    setPaletteWanted(true);
    expect(isPaletteWanted()).toBe(false);
  });
});
