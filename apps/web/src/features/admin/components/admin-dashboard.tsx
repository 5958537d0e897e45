import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useAdminUsers } from '../api/admin-api';
import { AdminAuditLog } from './admin-audit-log';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';
import { AdminTable } from './admin-table';
import { AdminThemeArea, EmailText, useAdminTheme } from './admin-theme';

/** /profile/admin: the admin password gate, then the user table, in the admin's light or dark look. */
export function AdminDashboardPage() {
  const theme = useAdminTheme();
  return (
    <AdminThemeArea isDark={theme.isDark}>
      <AdminGate>
        <AdminDashboard theme={theme} />
      </AdminGate>
    </AdminThemeArea>
  );
}

function AdminDashboard({ theme }: { theme: ReturnType<typeof useAdminTheme> }) {
  const t = useT('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search.trim(), page);
  const data = users.data;
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('dashboardDocumentTitle')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('dashboardHeading')}</h1>
        <button
          type="button"
          className="btn-ghost min-h-9 px-3 text-sm"
          aria-pressed={!theme.isDark}
          onClick={theme.toggle}
        >
          {theme.isDark ? t('lightModeButton') : t('darkModeButton')}
        </button>
      </div>
      <AdminNav />
      <label className="mt-6 block max-w-md">
        <span className="mb-1.5 block text-sm font-medium">{t('searchByEmailLabel')}</span>
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
      <h2 className="mt-8 text-lg font-semibold">{t('allUsersHeading')}</h2>
      <AdminTable
        data={data}
        isError={users.isError}
        rowCount={data?.users.length ?? 0}
        errorText={t('usersLoadError')}
        emptyText={t('usersEmpty')}
        headings={[t('columnUsername'), t('columnEmail'), t('columnCreated'), t('columnAction')]}
        tableLabel={t('usersTableLabel')}
        pagerLabel={t('usersPagerLabel')}
        onPage={setPage}
      >
        {(data?.users ?? []).map((user) => (
          <tr key={user.id} className="border-t border-line">
            <td className="py-2 pe-4 break-words">
              {user.username}
              {/* A space before the mark: on a narrow screen it may go under the name. */}
              {user.privileged && ' '}
              {user.privileged && (
                <span
                  title={t('adminAccountTitle')}
                  className="ms-1 inline-block rounded border border-accent/60 px-1 text-xs text-accent"
                >
                  {t('adminBadge')}
                </span>
              )}
            </td>
            <td className="py-2 pe-4">
              <EmailText email={user.email} />
            </td>
            <td className="py-2 pe-4">{formatDate(user.created)}</td>
            <td className="py-2">
              <Link
                to={`/profile/admin/user?${new URLSearchParams({ email: user.email })}`}
                className="text-accent hover:underline"
              >
                {t('viewLink')}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminAuditLog />
    </section>
  );
}
