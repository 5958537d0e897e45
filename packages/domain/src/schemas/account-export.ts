import { z } from 'zod';
import { mediaTypeSchema } from './common';
import {
  chatHistoryItemSchema,
  searchHistoryItemSchema,
  watchHistoryItemSchema,
  watchlistItemSchema,
} from './lists';
import { watchRegionSchema } from './providers';

/** The name and version every Kinora account export carries; a change to its fields that is not an addition
 * raises the version (docs/product/export-and-import.md). */
export const ACCOUNT_EXPORT_FORMAT = 'kinora-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/**
 * Everything Kinora holds about one account, as one JSON document: the account itself, its preferences, the
 * watch-later list, every history and the best game score. Lists are newest first, in the shapes the lists'
 * own answers use (without their internal entry handles). Never a password hash, never a session.
 */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: z.string(),
  account: z.object({
    username: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    picture: z.string().nullable(),
    created: z.string(),
  }),
  preferences: z.object({ adultContent: z.boolean(), region: watchRegionSchema.nullable() }),
  watchLater: z.array(watchlistItemSchema),
  watchHistory: z.array(watchHistoryItemSchema),
  searchHistory: z.array(searchHistoryItemSchema),
  chatHistory: z.array(chatHistoryItemSchema),
  /** Titles taken off the Continue watching row, and when (they come back once watched after that). */
  hiddenFromContinueWatching: z.array(
    z.object({ type: mediaTypeSchema, id: z.number().int(), hidden: z.string() }),
  ),
  game: z.object({ bestScore: z.number().int() }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
