import { useEffect, useId, useRef } from 'react';
import { NotificationBell } from '@/features/alerts/components/notification-bell';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { ActiveProfileLink } from '@/features/profiles/components/active-profile-link';
import { useT } from '@/lib/i18n';
import { NavItemLink } from './nav-item-link';
import { DRAWER_ITEMS } from './nav-items';

const FOCUSABLE = 'a[href], button:not([disabled])';

interface MoreSheetProps {
  id: string;
  /** Closes the sheet; `refocus` gives focus back to the More button (not when a link moves on). */
  onClose(refocus: boolean): void;
}

/**
 * The More drawer's sheet, a modal: focus moves into it on open, Tab stays inside, Escape or the backdrop closes it
 * and focus returns to the More button. Its own module: only an opened drawer needs it.
 */
export function MoreSheet({ id, onClose }: MoreSheetProps) {
  const t = useT('common');
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    sheet.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose(true);
      else if (event.key === 'Tab' && sheet) keepFocusInside(sheet, event);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onClose]);

  return (
    <>
      <div aria-hidden="true" onClick={() => onClose(true)} className="fixed inset-0 z-40 bg-black/60" />
      <div
        ref={sheetRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto rounded-t-2xl border-t border-line bg-surface px-4 pt-4 pb-[calc(env(safe-area-inset-bottom)+1rem)]"
      >
        <div className="mb-2 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('more')}
          </h2>
          <button type="button" onClick={() => onClose(true)} className="btn-ghost min-h-9 px-3 text-xs">
            {t('close')}
          </button>
        </div>
        <NotificationBell variant="drawer" onFollow={() => onClose(false)} />
        <ul className="grid grid-cols-2 gap-1">
          {DRAWER_ITEMS.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} variant="drawer" onFollow={() => onClose(false)} />
            </li>
          ))}
        </ul>
        <div className="mt-3 space-y-3 border-t border-line pt-3">
          <ActiveProfileLink variant="drawer" onFollow={() => onClose(false)} />
          <LogoutButton className="btn-ghost w-full" />
        </div>
      </div>
    </>
  );
}

/** Wraps Tab and Shift+Tab around the first and last focusable elements of `container`. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
