import type { AdminAuditAction } from '@kinora/domain';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { type MessageKey, useT } from '@/lib/i18n';
import { useAdminAudit } from '../api/admin-api';
import { AdminTable } from './admin-table';
import { EmailText } from './admin-theme';

const ACTION_TEXTS: Record<AdminAuditAction, MessageKey<'admin'>> = {
  unlock: 'actionUnlock',
  'unlock-refused': 'actionUnlockRefused',
  'view-user': 'actionViewUser',
  'delete-user': 'actionDeleteUser',
};

/** A date and time that may break between the two on a narrow screen, never inside either. */
function WhenText({ at }: { at: string }) {
  const text = formatDateTime(at);
  const split = text.lastIndexOf(', ');
  if (split < 0) return text;
  return (
    <time dateTime={at}>
      <span className="whitespace-nowrap">{text.slice(0, split + 1)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(split + 2)}</span>
    </time>
  );
}

/** The audit log under the user table: what each admin did, newest first, 15 a page. */
export function AdminAuditLog() {
  const t = useT('admin');
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  const data = audit.data;
  return (
    <section aria-labelledby="admin-audit-heading" className="mt-10">
      <h2 id="admin-audit-heading" className="text-lg font-semibold">
        {t('auditHeading')}
      </h2>
      <AdminTable
        data={data}
        isError={audit.isError}
        rowCount={data?.entries.length ?? 0}
        errorText={t('auditLoadError')}
        emptyText={t('auditEmpty')}
        headings={[t('columnWhen'), t('columnAdmin'), t('columnAction'), t('columnAccount')]}
        tableLabel={t('auditTableLabel')}
        pagerLabel={t('auditPagerLabel')}
        onPage={setPage}
      >
        {(data?.entries ?? []).map((entry) => (
          <tr key={entry.id} className="border-t border-line">
            <td className="py-2 pe-4">
              <WhenText at={entry.at} />
            </td>
            <td className="py-2 pe-4">
              <EmailText email={entry.admin} />
            </td>
            <td className="py-2 pe-4">{t(ACTION_TEXTS[entry.action])}</td>
            <td className="py-2">{entry.target ? <EmailText email={entry.target} /> : '—'}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
