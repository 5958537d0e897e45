import { z } from 'zod';
import { PROFILE_AVATARS } from '../profile-rules';
import { mediaTypeSchema } from './common';
import { customListItemSchema } from './custom-lists';
import {
  chatHistoryItemSchema,
  searchHistoryItemSchema,
  watchHistoryItemSchema,
  watchlistItemSchema,
} from './lists';
import { watchRegionSchema } from './providers';
import { ratingSchema } from './ratings';

/** The name and version every Kinora account export carries; a change to its fields that is not an addition
 * raises the version (docs/product/export-and-import.md). */
export const ACCOUNT_EXPORT_FORMAT = 'kinora-account-export';
/** 2: the lists and histories moved into `profiles`, one entry per household profile, with ratings and lists. */
export const ACCOUNT_EXPORT_VERSION = 2;

/** One of the profile's own lists, its titles in the owner's order (without their internal handles). */
export const exportedCustomListSchema = z.object({
  name: z.string(),
  description: z.string(),
  public: z.boolean(),
  items: z.array(customListItemSchema.omit({ itemId: true })),
});

/**
 * One household profile and everything that is its own: settings, the watch-later list, each history, what it
 * hid from Continue watching, its ratings and its lists. Never its PIN (nor whether it has one): a PIN guards a
 * profile on this account only.
 */
export const exportedProfileSchema = z.object({
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  kids: z.boolean(),
  /** The account's main profile; an import puts it into the importing account's main profile. */
  main: z.boolean(),
  preferences: z.object({
    adultContent: z.boolean(),
    region: watchRegionSchema.nullable(),
    language: z.string().nullable(),
  }),
  watchLater: z.array(watchlistItemSchema),
  /** `dateKnown: false`: marked watched without a date ("I don't remember"). */
  watchHistory: z.array(watchHistoryItemSchema.required({ dateKnown: true })),
  searchHistory: z.array(searchHistoryItemSchema),
  chatHistory: z.array(chatHistoryItemSchema),
  /** Titles taken off the Continue watching row, and when (they come back once watched after that). */
  hiddenFromContinueWatching: z.array(
    z.object({ type: mediaTypeSchema, id: z.number().int(), hidden: z.string() }),
  ),
  /** Newest first, in half stars (1..10), as `ratings.list` answers them. */
  ratings: z.array(ratingSchema),
  lists: z.array(exportedCustomListSchema),
});
export type ExportedProfile = z.infer<typeof exportedProfileSchema>;

/**
 * Everything Kinora holds about one account, as one JSON document: the account itself, its profiles (each with
 * its settings, lists, histories and ratings) and the best game score. Lists are newest first, in the shapes the
 * lists' own answers use (without their internal entry handles). Never a password hash, a PIN, a session, nor a
 * public list's link.
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
  /** The main profile first, then the others in the order the profile picker shows them. */
  profiles: z.array(exportedProfileSchema),
  game: z.object({ bestScore: z.number().int() }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
