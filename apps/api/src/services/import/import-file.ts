import { setImmediate } from 'node:timers/promises';
import {
  IMPORT_REPORT_MAX_ROWS,
  type ImportEvent,
  type ImportReport,
  type ImportSkippedRow,
  isAppError,
} from '@kinora/domain';
import type { Deps } from '../../deps';
import { mapWithConcurrency } from '../../lib/concurrency';
import { recordWatches, trimWatchHistory } from '../history/record-watches';
import type { ListRow } from '../shared/list-rows';
import { lookupTargetRow } from '../shared/title-facts';
import { addManyToWatchlist } from '../watchlist/add-many-to-watchlist';
import { type ImportRow, isMalformed, type ReadRow } from './import-row';
import { matchRow } from './match-row';
import { openImportFile } from './read-file';

/** How many rows of a batch are matched against the catalogue at once (TMDB's rate limit is shared). */
const MATCH_CONCURRENCY = 8;

export type ImportSource = { file: Buffer; fileName: string };

type Resolved = { ready: ListRow; list: ImportRow['list'] } | { skipped: ImportSkippedRow };

function skipped(row: ReadRow, reason: string): Resolved {
  const { year } = row;
  return { skipped: { line: row.line, title: row.title, ...(year !== undefined ? { year } : {}), reason } };
}

/** A row, matched and with its catalogue facts; an episode number the show does not have is the row's fault. */
async function resolve(deps: Deps, userId: string, row: ReadRow): Promise<Resolved> {
  if (isMalformed(row)) return skipped(row, row.malformed);
  const match = await matchRow(deps.catalogue, row);
  if ('reason' in match) return skipped(row, match.reason);
  try {
    const facts = await lookupTargetRow(deps, userId, match.target);
    return { ready: { facts, at: row.at }, list: row.list };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return skipped(row, error.message);
    throw error;
  }
}

/**
 * Imports a Letterboxd, IMDb or Trakt CSV export, or a Kinora export, into the viewer's watch-later list and
 * watch history: batches of rows are matched to catalogue titles and stored, and a
 * progress event follows each batch; the last event is the report. Importing the same file again adds nothing
 * twice. The first step (reading the file's format) throws a BAD_INPUT AppError for a file Kinora cannot read,
 * before anything is stored; later failures stop the import with what was stored so far kept.
 */
export async function* importFile(
  deps: Deps,
  userId: string,
  source: ImportSource,
): AsyncGenerator<ImportEvent> {
  const file = await openImportFile(source.file, source.fileName);
  yield { type: 'start', format: file.format };
  const report: ImportReport = {
    format: file.format,
    rows: 0,
    imported: { watchLater: 0, watchHistory: 0 },
    alreadyThere: 0,
    leftOut: 0,
    notImportedCount: 0,
    notImported: [],
  };
  const historyInserted: number[] = [];
  for await (const batch of file.batches) {
    const resolved = await mapWithConcurrency(batch.rows, MATCH_CONCURRENCY, (row) =>
      resolve(deps, userId, row),
    );
    const readyFor = (list: ImportRow['list']) =>
      resolved.flatMap((r) => ('ready' in r && r.list === list ? [r.ready] : []));
    // Each list's own service writes it, with the same lock, cap and "already there" as its other writers.
    const later = await addManyToWatchlist(deps, userId, readyFor('watchLater'));
    const history = await recordWatches(deps, userId, readyFor('watchHistory'));
    historyInserted.push(...history.inserted);
    report.rows += batch.rows.length;
    report.imported.watchLater += later.inserted.length;
    report.alreadyThere += later.alreadyThere + history.alreadyThere;
    report.leftOut += later.leftOut;
    for (const r of resolved) {
      if (!('skipped' in r)) continue;
      report.notImportedCount += 1;
      if (report.notImported.length < IMPORT_REPORT_MAX_ROWS) report.notImported.push(r.skipped);
    }
    yield { type: 'progress', rows: report.rows, bytes: batch.bytes, totalBytes: source.file.length };
    // A turn of the event loop between batches: the progress line goes out now, and other requests on this
    // instance are served while a long import runs (with an in-process database nothing else would yield).
    await setImmediate();
  }
  const kept = await trimWatchHistory(deps, userId, historyInserted);
  report.imported.watchHistory = kept;
  report.leftOut += historyInserted.length - kept;
  yield { type: 'report', report };
}
