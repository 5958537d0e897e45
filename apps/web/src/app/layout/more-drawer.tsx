import { useEffect, useId, useRef, useState } from 'react';
import { NotificationBell, UnreadAlertsBadge } from '@/features/alerts/components/notification-bell';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { ActiveProfileLink } from '@/features/profiles/components/active-profile-link';
import { useT } from '@/lib/i18n';
import { NavIcon } from './nav-icons';
import { NavItemLink } from './nav-item-link';
import { DRAWER_ITEMS } from './nav-items';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The bottom bar's overflow, as a modal sheet: focus moves into it on open, Tab stays inside, Escape or the
 * backdrop closes it and focus returns to the More button.
 */
export function MoreDrawer() {
  const t = useT('common');
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const sheetId = useId();
  const titleId = useId();

  function closeAndRefocus() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!isOpen || !sheet) return;
    sheet.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      } else if (event.key === 'Tab' && sheet) {
        keepFocusInside(sheet, event);
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOpen]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={sheetId}
        onClick={() => setOpen((open) => !open)}
        className="relative flex h-full w-full flex-col items-center justify-center gap-1 rounded-lg text-[11px] font-medium text-muted hover:bg-raised hover:text-text"
      >
        <NavIcon name="more" />
        {t('more')}
        {/* Unread alerts wait in the drawer; its Alerts entry says how many. */}
        <UnreadAlertsBadge className="absolute top-0.5 end-1" />
      </button>
      {isOpen && (
        <>
          <div aria-hidden="true" onClick={closeAndRefocus} className="fixed inset-0 z-40 bg-black/60" />
          <div
            ref={sheetRef}
            id={sheetId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto rounded-t-2xl border-t border-line bg-surface px-4 pt-4 pb-[calc(env(safe-area-inset-bottom)+1rem)]"
          >
            <div className="mb-2 flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-semibold">
                {t('more')}
              </h2>
              <button type="button" onClick={closeAndRefocus} className="btn-ghost min-h-9 px-3 text-xs">
                {t('close')}
              </button>
            </div>
            <NotificationBell variant="drawer" onFollow={() => setOpen(false)} />
            <ul className="grid grid-cols-2 gap-1">
              {DRAWER_ITEMS.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} variant="drawer" onFollow={() => setOpen(false)} />
                </li>
              ))}
            </ul>
            <div className="mt-3 space-y-3 border-t border-line pt-3">
              <ActiveProfileLink variant="drawer" onFollow={() => setOpen(false)} />
              <LogoutButton className="btn-ghost w-full" />
            </div>
          </div>
        </>
      )}
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
