import { setImmediate } from 'node:timers/promises';
import {
  IMPORT_REPORT_MAX_ROWS,
  type ImportEvent,
  type ImportReport,
  type ImportSkippedRow,
  isAppError,
  type WatchTarget,
} from '@kinora/domain';
import type { Deps } from '../../deps';
import { mapWithConcurrency } from '../../lib/concurrency';
import { trimWatchHistory } from '../history/record-watches';
import { lookupTargetRow } from '../shared/title-facts';
import type { AuthState } from '../users/public-user';
import { type ImportTarget, importTargets } from './import-profiles';
import { PendingRatings } from './import-ratings';
import { isMalformed, type ReadRow } from './import-row';
import { matchRow } from './match-row';
import { openImportFile } from './read-file';
import { type ReadyRow, writeBatch } from './write-batch';

/** How many rows of a batch are matched against the catalogue at once (TMDB's rate limit is shared). */
const MATCH_CONCURRENCY = 8;

export type ImportSource = { file: Buffer; fileName: string };

type Resolved = ReadyRow | { skipped: ImportSkippedRow };

function skipped(row: ReadRow, reason: string): Resolved {
  const { year } = row;
  return { skipped: { line: row.line, title: row.title, ...(year !== undefined ? { year } : {}), reason } };
}

/** A row, matched and with its catalogue facts; an episode number the show does not have is the row's fault. */
async function resolve(deps: Deps, profileId: string, row: ReadRow): Promise<Resolved> {
  if (isMalformed(row)) return skipped(row, row.malformed);
  const match = await matchRow(deps.catalogue, row);
  if ('reason' in match) return skipped(row, match.reason);
  // A list holds titles: an episode row names its show there.
  const target: WatchTarget =
    row.list === 'customList' || row.list === 'hidden'
      ? { type: match.target.type, id: match.target.id }
      : match.target;
  try {
    const facts = await lookupTargetRow(deps, profileId, target);
    return { row, target, ready: { facts, at: row.at } };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return skipped(row, error.message);
    throw error;
  }
}

/** The rows of a batch matched for the profile they go to, or all reported when they go nowhere. */
function resolveBatch(deps: Deps, target: ImportTarget, rows: readonly ReadRow[]): Promise<Resolved[]> {
  if ('refused' in target) return Promise.resolve(rows.map((row) => skipped(row, target.refused)));
  return mapWithConcurrency(rows, MATCH_CONCURRENCY, (row) => resolve(deps, target.profileId, row));
}

/**
 * Imports a Letterboxd, IMDb or Trakt CSV export, or a Kinora export, into the viewer's watch-later list, watch
 * history, ratings and own lists (a Kinora export of profiles into each profile, see import-profiles.ts): batches
 * of rows are matched to catalogue titles and stored, and a progress event follows each batch; ratings are written
 * once the whole file is read, and the last event is the report. Importing the same file again adds nothing twice.
 * The first step (reading the file's format) throws a BAD_INPUT AppError for a file Kinora cannot read, before
 * anything is stored; later failures stop the import with what was stored so far kept.
 */
export async function* importFile(
  deps: Deps,
  importer: AuthState,
  source: ImportSource,
): AsyncGenerator<ImportEvent> {
  const file = await openImportFile(source.file, source.fileName);
  yield { type: 'start', format: file.format };
  const targets = importTargets(deps, importer);
  const report: ImportReport = {
    format: file.format,
    rows: 0,
    imported: { watchLater: 0, watchHistory: 0, ratings: 0, lists: 0, hidden: 0 },
    alreadyThere: 0,
    leftOut: 0,
    notImportedCount: 0,
    notImported: [],
    createdProfiles: targets.created,
  };
  const ratings = new PendingRatings();
  const historyInserted = new Map<string, number[]>();
  for await (const batch of file.batches) {
    const target = await targets.targetOf(batch.profile);
    const resolved = await resolveBatch(deps, target, batch.rows);
    if ('profileId' in target) {
      const ready = resolved.filter((r): r is ReadyRow => 'ready' in r);
      const written = await writeBatch(deps, target.profileId, ready, ratings);
      historyInserted.set(target.profileId, [
        ...(historyInserted.get(target.profileId) ?? []),
        ...written.historyInserted,
      ]);
      report.imported.watchLater += written.imported.watchLater;
      report.imported.watchHistory += written.imported.watchHistory;
      report.imported.lists += written.imported.lists;
      report.imported.hidden += written.imported.hidden;
      report.alreadyThere += written.alreadyThere;
      report.leftOut += written.leftOut;
    }
    report.rows += batch.rows.length;
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
  const rated = await ratings.write(deps);
  report.imported.ratings = rated.imported;
  report.alreadyThere += rated.alreadyThere;
  for (const [profileId, inserted] of historyInserted) {
    const kept = await trimWatchHistory(deps, profileId, inserted);
    report.imported.watchHistory += kept;
    report.leftOut += inserted.length - kept;
  }
  yield { type: 'report', report };
}
