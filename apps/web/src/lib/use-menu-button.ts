import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that opens a menu of `role="menuitem"` entries (WAI-ARIA menu button): a click elsewhere closes it;
 * in the menu, ArrowDown/ArrowUp move through the entries (wrapping), Home and End go to the ends, Escape closes it
 * and gives the focus back to the button, Tab closes it and moves on as usual.
 */
export function useMenuButton() {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const inside = [menu.current, button.current].some((el) => el?.contains(event.target as Node));
      if (!inside) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(entries.length - 1);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return { isOpen, setOpen, close, menuId, button, menu, onMenuKey };
}
