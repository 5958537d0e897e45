import { LOCAL_KEYS } from '@kinora/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { localStore } from '@/lib/storage';
import { useAdminUsers } from '../api/admin-api';
import { AdminAuditLog } from './admin-audit-log';
import { AdminGate } from './admin-gate';
import { Pager } from './pager';

/** /profile/admin: the admin password gate, then the user table. */
export function AdminDashboardPage() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}

function useDarkMode() {
  const [isDark, setDark] = useState(() => localStore.getItem(LOCAL_KEYS.ADMIN_DARK_MODE) !== 'false');
  return {
    isDark,
    toggle() {
      localStore.setItem(LOCAL_KEYS.ADMIN_DARK_MODE, String(!isDark));
      setDark(!isDark);
    },
  };
}

function AdminDashboard() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search.trim(), page);
  const theme = useDarkMode();
  const data = users.data;
  return (
    <section
      className={`mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10 ${theme.isDark ? '' : 'rounded-xl bg-zinc-100 text-zinc-900'}`}
    >
      <title>Admin Monitoring Dashboard - Kinora</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Admin Monitoring Dashboard</h1>
        <button
          type="button"
          className="btn-ghost min-h-9 px-3 text-sm"
          aria-pressed={!theme.isDark}
          onClick={theme.toggle}
        >
          {theme.isDark ? 'Light mode' : 'Dark mode'}
        </button>
      </div>
      <label className="mt-6 block max-w-md">
        <span className="mb-1.5 block text-sm font-medium">Search by email</span>
        <input
          type="search"
          className="field"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </label>
      <h2 className="mt-8 text-lg font-semibold">All Users</h2>
      {users.isError ? (
        <p role="alert" className="mt-4 text-danger">
          The users could not be loaded. Try again later.
        </p>
      ) : !data ? (
        <p role="status" className="mt-4 text-muted">
          Loading...
        </p>
      ) : data.users.length === 0 ? (
        <p className="mt-4 text-muted">No users found</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="py-2 pr-4 font-medium">Username</th>
                <th className="py-2 pr-4 font-medium">Email</th>
                <th className="py-2 pr-4 font-medium">Created</th>
                <th className="py-2 font-medium">Action</th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <tr key={user.id} className="border-t border-line">
                  <td className="py-2 pr-4">
                    {user.username}
                    {user.privileged && (
                      <span
                        title="Admin account"
                        className="ml-2 rounded border border-accent/60 px-1 text-xs text-accent"
                      >
                        admin
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-4 break-all">{user.email}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDate(user.created)}</td>
                  <td className="py-2">
                    <Link
                      to={`/profile/admin/user?${new URLSearchParams({ email: user.email })}`}
                      className="text-accent hover:underline"
                    >
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.users.length > 0 && (
        <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} label="User pages" />
      )}
      <AdminAuditLog />
    </section>
  );
}
