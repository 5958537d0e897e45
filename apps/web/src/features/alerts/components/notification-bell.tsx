import { Link } from 'react-router';
import { OutlineIcon } from '@/components/outline-icon';
import { useT } from '@/lib/i18n';
import { useUnreadAlertCount } from '../api/unread-alert-count-api';
import { badgeText, bellLabel } from '../utils/alert-links';

function BellIcon({ className }: { className: string }) {
  return (
    <OutlineIcon className={className} strokeWidth={1.8}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
    </OutlineIcon>
  );
}

/** The unread count as a small badge; decorative, the control it sits on says the count in its name. */
export function UnreadAlertsBadge({ className = '' }: { className?: string }) {
  const unread = useUnreadAlertCount();
  if (unread === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="alerts-badge"
      className={`min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold leading-5 text-on-accent ${className}`}
    >
      {badgeText(unread)}
    </span>
  );
}

/**
 * The bell: opens the inbox (/notifications); its badge and its name ("Alerts, 3 unread") say how many alerts are
 * unread. `sidebar`: an icon beside the logo on wide screens. `drawer`: an entry of the phones' More drawer.
 */
export function NotificationBell({
  variant,
  onFollow,
}: {
  variant: 'sidebar' | 'drawer';
  /** Called after the bell is followed, e.g. to close the drawer that holds it. */
  onFollow?: () => void;
}) {
  // The shell's texts are in `common`: no page loads the inbox's whole catalogue for the bell.
  const t = useT('common');
  const unread = useUnreadAlertCount();
  if (variant === 'drawer') {
    return (
      <Link
        to="/notifications"
        aria-label={bellLabel(unread)}
        onClick={onFollow}
        className="flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-muted hover:bg-raised hover:text-text motion-safe:transition-colors"
      >
        <BellIcon className="size-5" />
        {t('alertsBell')}
        <UnreadAlertsBadge className="ms-auto" />
      </Link>
    );
  }
  return (
    <Link
      to="/notifications"
      aria-label={bellLabel(unread)}
      onClick={onFollow}
      className="relative inline-grid size-10 place-items-center rounded-full text-muted hover:bg-raised hover:text-text motion-safe:transition-colors"
    >
      <BellIcon className="size-6" />
      <UnreadAlertsBadge className="absolute -top-0.5 -end-0.5" />
    </Link>
  );
}
