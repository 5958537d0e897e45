import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { UnreadAlertsBadge } from '@/features/alerts/components/notification-bell';
import { useT } from '@/lib/i18n';
import { NavIcon } from './nav-icons';

// The sheet is code only an opened drawer needs: fetched when a finger or the focus reaches the button, or at the
// tap itself.
const loadSheet = () => import('./more-sheet');
const MoreSheet = lazy(() => loadSheet().then((m) => ({ default: m.MoreSheet })));
const preloadSheet = () => void loadSheet().catch(() => {});

/** The bottom bar's overflow: the More button and, once opened, its modal sheet (more-sheet.tsx). */
export function MoreDrawer() {
  const t = useT('common');
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={sheetId}
        onPointerDown={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => setOpen((open) => !open)}
        className="relative flex h-full w-full flex-col items-center justify-center gap-1 rounded-lg text-[11px] font-medium text-muted hover:bg-raised hover:text-text"
      >
        <NavIcon name="more" />
        {t('more')}
        {/* Unread alerts wait in the drawer; its Alerts entry says how many. */}
        <UnreadAlertsBadge className="absolute top-0.5 end-1" />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MoreSheet id={sheetId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
