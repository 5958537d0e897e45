import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { MarkWatchedProps } from '@/components/title-page-slots';
import { useMarkWatched } from '../api/mark-watched-api';
import { PickDateDialog } from './pick-date-dialog';

/** The menu's first entry takes the focus when it opens. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** The menu's width (w-56), to tell whether it fits to the right of its button. */
const MENU_WIDTH_PX = 224;

const ITEM =
  'block w-full rounded-lg px-3 py-2.5 text-start text-sm hover:bg-raised focus-visible:bg-raised disabled:opacity-60';

/**
 * "Mark watched" on a title page, a season header or an episode row (docs/product/history.md): a menu of Today,
 * Pick a date… and I don't remember. Arrow keys, Home and End move through it; Escape closes it and gives the
 * focus back to the button; the outcome is a toast.
 */
export function MarkWatchedMenu({ target, name, compact = false }: MarkWatchedProps) {
  const [isOpen, setOpen] = useState(false);
  const [isPicking, setPicking] = useState(false);
  // The menu opens towards the side with room (a phone's narrow screen, a button at the row's end): measured on
  // the screen, so the side is a physical one whatever the writing direction.
  const [opensLeft, setOpensLeft] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const mark = useMarkWatched();

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const send = (watchedAt?: string | null) => {
    mark.mutate(watchedAt === undefined ? target : { ...target, watchedAt });
  };

  // A click elsewhere closes the menu.
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

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        className={compact ? 'btn-ghost min-h-10 px-4' : 'btn-ghost'}
        aria-label={`Mark watched: ${name}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        // Busy, not disabled: a disabled button would drop the focus it was just given back.
        aria-busy={mark.isPending}
        aria-disabled={mark.isPending || undefined}
        onClick={() => {
          if (mark.isPending) return;
          const box = button.current?.getBoundingClientRect();
          setOpensLeft(box !== undefined && box.left + MENU_WIDTH_PX > window.innerWidth);
          setOpen((open) => !open);
        }}
      >
        <span aria-hidden="true">✓</span>
        Mark watched
      </button>
      {isOpen && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={`Mark watched: ${name}`}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className={`absolute top-full z-30 mt-2 w-56 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-1 shadow-xl ${opensLeft ? 'right-0' : 'left-0'}`}
        >
          <button
            ref={focusOnMount}
            type="button"
            role="menuitem"
            className={ITEM}
            onClick={() => {
              send();
              close();
            }}
          >
            Today
          </button>
          <button
            type="button"
            role="menuitem"
            className={ITEM}
            onClick={() => {
              close(false);
              setPicking(true);
            }}
          >
            Pick a date…
          </button>
          <button
            type="button"
            role="menuitem"
            className={ITEM}
            onClick={() => {
              send(null);
              close();
            }}
          >
            I don't remember
          </button>
        </div>
      )}
      <PickDateDialog
        open={isPicking}
        name={name}
        isSaving={mark.isPending}
        onClose={() => {
          setPicking(false);
          button.current?.focus();
        }}
        onPick={(date) => {
          send(date);
          setPicking(false);
          button.current?.focus();
        }}
      />
    </div>
  );
}
