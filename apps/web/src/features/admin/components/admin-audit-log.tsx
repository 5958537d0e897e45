import type { AdminAuditAction } from '@kinora/domain';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { useAdminAudit } from '../api/admin-api';
import { Pager } from './pager';

const ACTION_TEXTS: Record<AdminAuditAction, string> = {
  unlock: 'Unlocked the admin area',
  'unlock-refused': 'Gave a wrong admin password',
  'view-user': 'Opened an account',
  'delete-user': 'Deleted an account',
};

/** The audit log under the user table: what each admin did, newest first, 15 a page. */
export function AdminAuditLog() {
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  const data = audit.data;
  return (
    <section aria-labelledby="admin-audit-heading" className="mt-10">
      <h2 id="admin-audit-heading" className="text-lg font-semibold">
        Audit Log
      </h2>
      {audit.isError ? (
        <p role="alert" className="mt-4 text-danger">
          The audit log could not be loaded. Try again later.
        </p>
      ) : !data ? (
        <p role="status" className="mt-4 text-muted">
          Loading...
        </p>
      ) : data.entries.length === 0 ? (
        <p className="mt-4 text-muted">No admin actions yet</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="py-2 pr-4 font-medium">When</th>
                <th className="py-2 pr-4 font-medium">Admin</th>
                <th className="py-2 pr-4 font-medium">Action</th>
                <th className="py-2 font-medium">Account</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-line">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                  <td className="py-2 pr-4 break-all">{entry.admin}</td>
                  <td className="py-2 pr-4">{ACTION_TEXTS[entry.action]}</td>
                  <td className="py-2 break-all">{entry.target ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.entries.length > 0 && (
        <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} label="Audit log pages" />
      )}
    </section>
  );
}
