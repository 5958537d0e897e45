import { z } from 'zod';
import { IMPORT_FORMATS } from '../import-rules';

/** A row of the file that was not imported, with the reason a person can act on. */
export const importSkippedRowSchema = z.object({
  line: z.number().int(),
  title: z.string(),
  year: z.number().int().optional(),
  reason: z.string(),
});
export type ImportSkippedRow = z.infer<typeof importSkippedRowSchema>;

/**
 * What an import did. Every row of the file is counted once: imported (to the watch-later list, the watch
 * history, the ratings, one of the viewer's own lists, or the titles hidden from Continue watching), already there
 * (the same entry was there before: a re-import adds nothing twice), left out because the list is full (the watch
 * history keeps its newest entries only), or not imported (no catalogue title matched it, the row is malformed, or
 * its profile could not be imported into), listed in `notImported` with the reason. A history row that carries a
 * rating (a Letterboxd diary, IMDb's ratings) is counted by its history entry; its rating, when new or changed, is
 * counted in `imported.ratings` besides.
 */
export const importReportSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  rows: z.number().int(),
  imported: z.object({
    watchLater: z.number().int(),
    watchHistory: z.number().int(),
    /** Ratings added, or changed to the file's. */
    ratings: z.number().int(),
    /** Titles added to the viewer's own lists. */
    lists: z.number().int(),
    /** Titles hidden from Continue watching (a Kinora export). */
    hidden: z.number().int(),
  }),
  alreadyThere: z.number().int(),
  leftOut: z.number().int(),
  notImportedCount: z.number().int(),
  notImported: z.array(importSkippedRowSchema),
  /** Profiles a Kinora export made on this account (their names), to hold the exported profiles' rows. */
  createdProfiles: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * The lines of a streamed import answer (`Accept: application/x-ndjson`): progress while the file is read, then
 * the report, or an error that stopped it (nothing after the error is written; what was imported stays).
 */
export const importEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), format: z.enum(IMPORT_FORMATS) }),
  z.object({
    type: z.literal('progress'),
    rows: z.number().int(),
    bytes: z.number().int(),
    totalBytes: z.number().int(),
  }),
  z.object({ type: z.literal('report'), report: importReportSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;
