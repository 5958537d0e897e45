import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { NotificationBell } from '@/features/alerts/components/notification-bell';
import { ActiveProfileLink } from '@/features/profiles/components/active-profile-link';
import { useT } from '@/lib/i18n';
import { NavItemLink } from './nav-item-link';
import { NAV_ITEMS } from './nav-items';

/** Wide screens: every item in a fixed column at the start side (left, or right in a right-to-left language). */
export function Sidebar() {
  const t = useT('common');
  return (
    <nav
      aria-label={t('navMain')}
      className="fixed inset-y-0 start-0 hidden w-60 flex-col gap-6 overflow-y-auto border-e border-line bg-surface px-4 py-6 lg:flex"
    >
      <div className="flex items-center justify-between gap-2">
        <Link to="/" aria-label={t('kinoraHome')} className="px-2">
          <Logo className="h-8 w-auto text-text" />
        </Link>
        <NotificationBell variant="sidebar" />
      </div>
      <ul className="flex flex-col gap-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.label}>
            <NavItemLink item={item} variant="sidebar" />
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t border-line pt-4">
        <ActiveProfileLink variant="sidebar" />
      </div>
    </nav>
  );
}
