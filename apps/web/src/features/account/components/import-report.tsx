import type { ImportReport } from '@kinora/domain';
import { formatNumber } from '@/lib/format';
import { i18n, useT } from '@/lib/i18n';
import { notImportedCsv, saveFile } from '../api/data-transfer';
import { IMPORT_FORMAT_KEYS, importedParts, importedTotal } from '../utils/import-report';

/** What an import did: where its rows went, the profiles it added, and the rows it could not import. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useT('account');
  const parts = importedParts(report.imported);
  const list = (items: string[]) =>
    new Intl.ListFormat(i18n.locale || 'en', { type: 'unit', style: 'short' }).format(items);
  return (
    <section
      aria-label={t('importReportLabel')}
      role="status"
      className="space-y-3 rounded-lg bg-raised p-4 text-sm"
    >
      <h3 className="font-semibold">
        {t('importReportHeading', { format: t(IMPORT_FORMAT_KEYS[report.format]), rows: report.rows })}
      </h3>
      <ul className="grid gap-1 sm:grid-cols-2">
        <li>
          {t('importedLabel')} <strong>{formatNumber(importedTotal(report.imported))}</strong>
          {parts.length > 0 && ` (${list(parts)})`}
        </li>
        <li>
          {t('alreadyThereLabel')} <strong>{formatNumber(report.alreadyThere)}</strong>
        </li>
        {report.leftOut > 0 && (
          <li>
            {t('leftOutLabel')} <strong>{formatNumber(report.leftOut)}</strong>
          </li>
        )}
        <li>
          {t('notImportedLabel')} <strong>{formatNumber(report.notImportedCount)}</strong>
        </li>
        {report.createdProfiles.length > 0 && (
          <li className="sm:col-span-2">
            {t('profilesAddedLabel')} <strong>{list(report.createdProfiles)}</strong>
          </li>
        )}
      </ul>
      {report.notImportedCount > 0 && (
        <>
          <ul className="max-h-60 space-y-1 overflow-y-auto" aria-label={t('rowsNotImportedLabel')}>
            {report.notImported.map((row) => (
              <li key={row.line}>
                <span className="text-muted">{t('lineLabel', { line: row.line })}</span>{' '}
                {row.title || t('noTitle')}
                {row.year ? ` (${row.year})` : ''} — {row.reason}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => saveFile('kinora-import-not-matched.csv', 'text/csv', notImportedCsv(report))}
          >
            {t('downloadNotImported')}
          </button>
        </>
      )}
    </section>
  );
}
