import { IMPORT_FORMAT_NAMES, type ImportReport } from '@kinora/domain';
import { notImportedCsv, saveFile } from '../api/data-transfer';
import { importedParts, importedTotal } from '../utils/import-report';

/** What an import did: where its rows went, the profiles it added, and the rows it could not import. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const parts = importedParts(report.imported);
  return (
    <section aria-label="Import report" role="status" className="space-y-3 rounded-lg bg-raised p-4 text-sm">
      <h3 className="font-semibold">
        Imported from {IMPORT_FORMAT_NAMES[report.format]}: {report.rows} rows
      </h3>
      <ul className="grid gap-1 sm:grid-cols-2">
        <li>
          Imported: <strong>{importedTotal(report.imported)}</strong>
          {parts.length > 0 && ` (${parts.join(', ')})`}
        </li>
        <li>
          Already there: <strong>{report.alreadyThere}</strong>
        </li>
        {report.leftOut > 0 && (
          <li>
            Left out, the list is full: <strong>{report.leftOut}</strong>
          </li>
        )}
        <li>
          Not imported: <strong>{report.notImportedCount}</strong>
        </li>
        {report.createdProfiles.length > 0 && (
          <li className="sm:col-span-2">
            Profiles added: <strong>{report.createdProfiles.join(', ')}</strong>
          </li>
        )}
      </ul>
      {report.notImportedCount > 0 && (
        <>
          <ul className="max-h-60 space-y-1 overflow-y-auto" aria-label="Rows not imported">
            {report.notImported.map((row) => (
              <li key={row.line}>
                <span className="text-muted">Line {row.line}:</span> {row.title || '(no title)'}
                {row.year ? ` (${row.year})` : ''} — {row.reason}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => saveFile('kinora-import-not-matched.csv', 'text/csv', notImportedCsv(report))}
          >
            Download the list
          </button>
        </>
      )}
    </section>
  );
}
