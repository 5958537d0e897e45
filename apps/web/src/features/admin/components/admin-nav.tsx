import { NavLink } from 'react-router';

const PAGES = [
  { to: '/profile/admin', label: 'Users' },
  { to: '/profile/admin/status', label: 'Status' },
] as const;

/** The admin area's own navigation: its pages side by side, the open one marked (aria-current="page"). */
export function AdminNav() {
  return (
    <nav aria-label="Admin area" className="mt-4">
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
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
