import { AppError } from '@kinora/domain';
import { ACCOUNT_EXPORT_VERSION, accountExportSchema } from '@kinora/domain/schemas';
import { z } from 'zod';
import type { FileBatch, ImportList, ReadRow } from './import-row';

const exported = accountExportSchema.shape;

/**
 * A Kinora export is read with the export's own schema (`accountExportSchema`), as loosely as an older or hand-made
 * file needs: the document by its format, with any version (a newer one is refused by name below) and either
 * list left out, and each entry on its own, so one bad entry is a row reported, not the whole file refused.
 */
const exportedLists = accountExportSchema.pick({ format: true }).extend({
  version: z.number().int(),
  watchLater: z.array(z.unknown()).default([]),
  watchHistory: z.array(z.unknown()).default([]),
});

/**
 * What the import takes from an entry: the title it names by TMDB id (its name only for the report) and when.
 * The rest comes from the catalogue. An id or episode number no catalogue title has (zero or below) is refused.
 */
const usable = (e: { id: number; season?: number; episode?: number }) =>
  e.id > 0 && (e.season ?? 0) >= 0 && (e.episode ?? 0) >= 0;
const entrySchemas = {
  watchLater: exported.watchLater.element
    .pick({ type: true, id: true, title: true, season: true, episode: true, added: true })
    .partial({ title: true, added: true })
    .refine(usable)
    .transform(({ added, ...entry }) => ({ ...entry, when: added })),
  watchHistory: exported.watchHistory.element
    .pick({ type: true, id: true, title: true, season: true, episode: true, date: true })
    .partial({ title: true, date: true })
    .refine(usable)
    .transform(({ date, ...entry }) => ({ ...entry, when: date })),
} satisfies Record<ImportList, z.ZodType>;

/**
 * A Kinora export restores the watch-later list and the watch history (titles by TMDB id, with their dates).
 * Its other parts (account, preferences, search and chat history) are not imported.
 */
export async function* kinoraBatches(
  json: string,
  size: number,
  batchRows: number,
): AsyncIterable<FileBatch> {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    throw new AppError('BAD_INPUT', 'The file is not valid JSON: is it a complete Kinora export?');
  }
  const parsed = exportedLists.safeParse(document);
  if (!parsed.success) {
    throw new AppError(
      'BAD_INPUT',
      `This JSON file is not a Kinora export (it has no ${exported.format.value} format)`,
    );
  }
  if (parsed.data.version > ACCOUNT_EXPORT_VERSION) {
    throw new AppError(
      'BAD_INPUT',
      `This Kinora export is version ${parsed.data.version}; this server reads version ${ACCOUNT_EXPORT_VERSION}`,
    );
  }
  const { watchLater, watchHistory } = parsed.data;
  const total = watchLater.length + watchHistory.length;
  const rowAt = (index: number) =>
    index < watchLater.length
      ? exportedRow('watchLater', watchLater[index], index + 1)
      : exportedRow('watchHistory', watchHistory[index - watchLater.length], index + 1);
  // The JSON is parsed at once; its entries are read a batch at a time, and progress is the share of them done,
  // in bytes of the file.
  for (let i = 0; i < total; i += batchRows) {
    const done = Math.min(total, i + batchRows);
    const rows = Array.from({ length: done - i }, (_, k) => rowAt(i + k));
    yield { rows, bytes: Math.round((size * done) / total) };
  }
  if (total === 0) yield { rows: [], bytes: size };
}

function exportedRow(list: ImportList, raw: unknown, line: number): ReadRow {
  const entry = entrySchemas[list].safeParse(raw);
  // Trimmed as the CSV readers trim theirs: the report shows, and the not-imported CSV holds, the title as read.
  const named = (raw as { title?: unknown } | null)?.title;
  const title = typeof named === 'string' ? named.trim() : '';
  if (!entry.success) return { line, title, malformed: 'the entry is not a title Kinora exported' };
  const { type, id, season, episode, when } = entry.data;
  const at = when === undefined ? undefined : new Date(when);
  if (at && Number.isNaN(at.getTime())) return { line, title, malformed: `the date '${when}' is not a date` };
  return {
    line,
    list,
    media: type,
    title,
    tmdbId: id,
    ...(type === 'tv' && season !== undefined && episode !== undefined ? { season, episode } : {}),
    ...(at ? { at } : {}),
  };
}
