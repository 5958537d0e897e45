import { useState } from 'react';
import type { MarkWatchedProps } from '@/components/title-page-slots';
import { useT } from '@/lib/i18n';
import { useMenuButton } from '@/lib/use-menu-button';
import { useMarkWatched } from '../api/mark-watched-api';
import { PickDateDialog } from './pick-date-dialog';

/** The menu's first entry takes the focus when it opens. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** The menu's width (w-56), to tell whether it fits beside its button on the side it opens towards. */
const MENU_WIDTH_PX = 224;

const ITEM =
  'block w-full rounded-lg px-3 py-2.5 text-start text-sm hover:bg-raised focus-visible:bg-raised disabled:opacity-60';

/**
 * "Mark watched" on a title page, a season header or an episode row (docs/product/history.md): a menu of Today,
 * Pick a date… and I don't remember. Arrow keys, Home and End move through it; Escape closes it and gives the
 * focus back to the button; the outcome is a toast.
 */
export function MarkWatchedMenu({ target, name, compact = false }: MarkWatchedProps) {
  const { isOpen, setOpen, close, menuId, button, menu, onMenuKey } = useMenuButton();
  const t = useT('mark-watched');
  const [isPicking, setPicking] = useState(false);
  // The menu lines up with its button's start edge and runs towards the end (right, or left in Arabic), unless
  // there is no room that way (a phone's narrow screen, a button at the row's end): then it lines up with the end
  // edge and runs back. Measured on the screen, in the writing direction of the button.
  const [opensBack, setOpensBack] = useState(false);
  const mark = useMarkWatched();

  const send = (watchedAt?: string | null) => {
    mark.mutate(watchedAt === undefined ? target : { ...target, watchedAt });
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        className={compact ? 'btn-ghost min-h-10 px-4' : 'btn-ghost'}
        aria-label={t('menuLabel', { name })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        // Busy, not disabled: a disabled button would drop the focus it was just given back.
        aria-busy={mark.isPending}
        aria-disabled={mark.isPending || undefined}
        onClick={() => {
          if (mark.isPending) return;
          const box = button.current?.getBoundingClientRect();
          // The page's direction is the `dir` attribute's (of <html>, set from the language), never a style.
          const isRtl = button.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
          const hasRoom =
            box === undefined ||
            (isRtl ? box.right - MENU_WIDTH_PX >= 0 : box.left + MENU_WIDTH_PX <= window.innerWidth);
          setOpensBack(!hasRoom);
          setOpen((open) => !open);
        }}
      >
        <span aria-hidden="true">✓</span>
        {t('markWatched')}
      </button>
      {isOpen && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('menuLabel', { name })}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className={`absolute top-full z-30 mt-2 w-56 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-1 shadow-xl ${opensBack ? 'end-0' : 'start-0'}`}
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
            {t('today')}
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
            {t('pickDate')}
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
            {t('dontRemember')}
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
