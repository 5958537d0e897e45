import { NavLink } from 'react-router';
import { type MessageKey, useT } from '@/lib/i18n';

const PAGES = [
  { to: '/profile/admin', label: 'navUsers' },
  { to: '/profile/admin/status', label: 'navStatus' },
] as const satisfies readonly { to: string; label: MessageKey<'admin'> }[];

/** The admin area's own navigation: its pages side by side, the open one marked (aria-current="page"). */
export function AdminNav() {
  const t = useT('admin');
  return (
    <nav aria-label={t('navLabel')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-9 items-center rounded-lg border px-3 text-sm font-medium ${
                  isActive ? 'border-accent text-accent' : 'border-line text-muted hover:text-text'
                }`
              }
            >
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
