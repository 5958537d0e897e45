import { AppError } from '@kinora/domain';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  watchHistoryItemSchema,
  watchlistItemSchema,
} from '@kinora/domain/schemas';
import { z } from 'zod';
import type { FileBatch, ImportList, ReadRow } from './import-row';
import { type ExportSection, entryDate, NOT_EXPORTED, titleAsRead, usable } from './kinora-entries';
import { profileSections } from './read-kinora-profiles';

/**
 * A Kinora export is read as loosely as an older or hand-made file needs: the document by its format, with any
 * version (a newer one is refused by name below) and any part left out, and each entry on its own, so one bad
 * entry is a row reported, not the whole file refused.
 */
const exportedDocument = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.number().int(),
  watchLater: z.array(z.unknown()).default([]),
  watchHistory: z.array(z.unknown()).default([]),
  profiles: z.array(z.unknown()).default([]),
});

/** What the import takes from a version 1 entry: the title it names by TMDB id (its name only for the report) and when. */
const v1Entries = {
  watchLater: watchlistItemSchema
    .pick({ type: true, id: true, title: true, season: true, episode: true, added: true })
    .partial({ title: true, added: true })
    .refine(usable)
    .transform(({ added, ...entry }) => ({ ...entry, when: added })),
  watchHistory: watchHistoryItemSchema
    .pick({ type: true, id: true, title: true, season: true, episode: true, date: true })
    .partial({ title: true, date: true })
    .refine(usable)
    .transform(({ date, ...entry }) => ({ ...entry, when: date })),
} satisfies Partial<Record<ImportList, z.ZodType>>;

/**
 * A Kinora export. Version 1 restores the watch-later list and the watch history of the importing profile;
 * version 2 restores each exported profile (docs/product/export-and-import.md): its watch-later list, watch
 * history, ratings, lists and the titles hidden from Continue watching. Settings, search and chat history are not
 * imported.
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
  const parsed = exportedDocument.safeParse(document);
  if (!parsed.success) {
    throw new AppError(
      'BAD_INPUT',
      `This JSON file is not a Kinora export (it has no ${ACCOUNT_EXPORT_FORMAT} format)`,
    );
  }
  const { version } = parsed.data;
  if (version > ACCOUNT_EXPORT_VERSION) {
    throw new AppError(
      'BAD_INPUT',
      `This Kinora export is version ${version}; this server reads versions up to ${ACCOUNT_EXPORT_VERSION}`,
    );
  }
  const sections = version >= 2 ? profileSections(parsed.data.profiles) : [v1Section(parsed.data)];
  const total = sections.reduce((sum, s) => sum + s.rows.length, 0);
  // The JSON is parsed at once; its entries are read a batch at a time, and progress is the share of them done,
  // in bytes of the file. A batch never holds two profiles' rows.
  let done = 0;
  for (const { rows, profile } of sections) {
    for (let i = 0; i < rows.length; i += batchRows) {
      const batch = rows.slice(i, i + batchRows);
      done += batch.length;
      yield { rows: batch, bytes: Math.round((size * done) / total), ...(profile ? { profile } : {}) };
    }
  }
  if (total === 0) yield { rows: [], bytes: size };
}

function v1Section(data: { watchLater: unknown[]; watchHistory: unknown[] }): ExportSection {
  const later = data.watchLater.map((raw, i) => v1Row('watchLater', raw, i + 1));
  const history = data.watchHistory.map((raw, i) => v1Row('watchHistory', raw, later.length + i + 1));
  return { rows: [...later, ...history] };
}

function v1Row(list: 'watchLater' | 'watchHistory', raw: unknown, line: number): ReadRow {
  const entry = v1Entries[list].safeParse(raw);
  const title = titleAsRead(raw);
  if (!entry.success) return { line, title, malformed: NOT_EXPORTED };
  const { type, id, season, episode, when } = entry.data;
  const at = entryDate(when);
  if (typeof at === 'string') return { line, title, malformed: at };
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
