import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { type AdminUserRow, adminAuditPageSchema, adminUserRowSchema, adminUsersPageSchema } from './admin';
import {
  catalogueItemSchema,
  creditsSchema,
  episodeSchema,
  pageOf,
  personCreditSchema,
  personListItemSchema,
  personSchema,
  titleDetailSchema,
  videoSchema,
} from './catalogue';
import { catalogueIdSchema, pageSchema } from './common';
import {
  chatHistoryItemSchema,
  historyEntriesSchema,
  profileSchema,
  searchHistoryItemSchema,
  watchHistoryItemSchema,
  watchlistItemSchema,
} from './lists';
import {
  gameResultSchema,
  gameStartSchema,
  type LeaderboardEntry,
  leaderboardEntrySchema,
} from './mini-game';
import { profileListSchema, profileSummarySchema } from './profiles';
import { publicUserSchema } from './user';

/**
 * The REST door's answers (/api/v1), in the legacy envelopes existing clients read. Routes declare these as their
 * response schemas; the OpenAPI document is generated from them, and tests check real answers against them.
 */

/** The REST door's path parameter `{id}`: a catalogue id. */
export const restIdParamsSchema = z.object({ id: catalogueIdSchema });

/** The REST door's `?page=` on every paged list. */
export const restPageQuerySchema = z.object({ page: pageSchema.optional() });

/** A success: `{success: true, ...fields}`. */
export const restOk = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ success: z.literal(true), ...shape });

/** A success that only says what happened. */
export const restMessageSchema = restOk({ message: z.string() });

/** A success carrying `content`. */
export const restContent = <T extends z.ZodType>(content: T) => restOk({ content });

/**
 * The legacy "nothing found" answer: status 200 with `success: false` (an empty search, no similar titles).
 * Legacy clients branch on `success`.
 */
export const restNothingFoundSchema = z.object({ success: z.literal(false), message: z.string() });

/** Every 4xx and 5xx: a message a person can act on (generic for 5xx) and one of the error codes. */
export const restErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
});

export const restUserSchema = restOk({ user: publicUserSchema, message: z.string().optional() });

/** GET /user/profiles: the account's profiles and the one this session acts as. */
export const restProfileListSchema = restOk(profileListSchema.shape);
/** A profile made or changed. */
export const restProfileSummarySchema = restOk({ profile: profileSummarySchema });
/** POST /user/profiles/{id}/switch: the profile now acting, and the user as sign-in answers it. */
export const restProfileSwitchSchema = restOk({ profile: profileSummarySchema, user: publicUserSchema });

/** GET /user/profile: the user with the lists and histories the profile pages show. */
export const restProfileSchema = restOk({ user: profileSchema });

export const restTitleListSchema = restContent(z.array(catalogueItemSchema));
export const restTitleListOrNothingSchema = z.union([restTitleListSchema, restNothingFoundSchema]);
export const restSearchSchema = z.union([
  restContent(z.array(z.union([catalogueItemSchema, personListItemSchema]))),
  restNothingFoundSchema,
]);
export const restTitleDetailSchema = restContent(titleDetailSchema);
export const restCreditsSchema = restContent(creditsSchema);
export const restVideosSchema = restContent(z.array(videoSchema));
export const restEpisodesSchema = restContent(z.object({ episodes: z.array(episodeSchema) }));
export const restPeopleSchema = restContent(pageOf(personListItemSchema));
export const restPersonSchema = restContent(personSchema);
/** A person's credits as the known-for grid lists them (with year and rounded rating). */
export const restPersonCreditsSchema = restContent(
  z.object({ cast: z.array(personCreditSchema), crew: z.array(personCreditSchema) }),
);
export const restWatchlistSchema = restContent(z.array(watchlistItemSchema));
export const restLeaderboardSchema = restContent(z.array(leaderboardEntrySchema));

export const restAdultPreferenceSchema = restOk({ pref: z.boolean(), message: z.string().optional() });
export const restLegacyScoreSchema = restOk({ message: z.string(), flappy: z.object({ score: z.int() }) });
export const restGameStartSchema = restOk(gameStartSchema.shape);
export const restGameResultSchema = restOk(gameResultSchema.shape);
export const restAdminElevatedSchema = restOk({ message: z.string(), until: z.string() });

/**
 * A user row of the legacy admin list: the row with its id also as `_id`, the name existing admin pages and
 * leaderboards read it by (the original API's records were MongoDB documents).
 */
export const legacyAdminUserRowSchema = adminUserRowSchema.extend({ _id: z.string() });
export type LegacyAdminUserRow = z.infer<typeof legacyAdminUserRowSchema>;

export function toLegacyAdminUserRow(row: AdminUserRow): LegacyAdminUserRow {
  return { _id: row.id, ...row };
}

/**
 * A leaderboard row as a user of the legacy list: existing game pages rank the list themselves by
 * `flappy.score` and key each row by `_id`, as they did with whole user records. Never an e-mail.
 */
export const legacyLeaderboardRowSchema = leaderboardEntrySchema.extend({
  _id: z.string(),
  flappy: z.object({ score: z.int() }),
});
export type LegacyLeaderboardRow = z.infer<typeof legacyLeaderboardRowSchema>;

export function toLegacyLeaderboardRow(entry: LeaderboardEntry, userId: string): LegacyLeaderboardRow {
  return { _id: userId, ...entry, flappy: { score: entry.score } };
}

/** GET /auth/admin/users: the user table for an elevated admin, the public leaderboard for anyone else. */
export const restAdminUsersSchema = z.union([
  restOk({
    ...adminUsersPageSchema.shape,
    users: z.array(legacyAdminUserRowSchema),
    message: z.string(),
  }),
  restOk({ users: z.array(legacyLeaderboardRowSchema), message: z.string() }),
]);

/** One account as an admin sees it: its details, watch-later list and the three histories. */
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({ image: z.string().nullable() }),
  watchHistory: historyEntriesSchema(watchHistoryItemSchema),
  watchList: z.array(watchlistItemSchema),
  searchHistory: historyEntriesSchema(searchHistoryItemSchema),
  chatHistory: historyEntriesSchema(chatHistoryItemSchema),
});

export const restAdminUserDetailSchema = restOk({ ...adminUserDetailSchema.shape, message: z.string() });

export const restAdminAuditSchema = restOk({ ...adminAuditPageSchema.shape, message: z.string() });

/** GET /cronjob/run: `{message}` while this instance can reach its database. */
export const healthSchema = z.object({ message: z.string() });
