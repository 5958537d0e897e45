import { z } from 'zod';
import { HISTORY_KINDS, SEARCH_TYPES } from '../vocabulary';
import { catalogueItemSchema } from './catalogue';
import { catalogueIdSchema, imagePathSchema, mediaTypeSchema } from './common';
import { publicUserSchema } from './user';

const titleText = z.string().trim().min(1).max(300);
const episodeNumber = z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_000);

/** A watch-later entry: a movie, a whole show, or one episode of a show. */
export const watchlistItemSchema = z.object({
  id: z.number().int(),
  type: mediaTypeSchema,
  title: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  season: z.number().int().optional(),
  episode: z.number().int().optional(),
  totalEpisodes: z.number().int().optional(),
  added: z.string(),
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchHistoryItemSchema = z.object({
  id: z.number().int(),
  type: mediaTypeSchema,
  title: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  date: z.string(),
  /**
   * False when it was marked watched without a date ("I don't remember"): `date` is then when it was marked.
   * Left out when the date is known.
   */
  dateKnown: z.boolean().optional(),
  season: z.number().int().optional(),
  episode: z.number().int().optional(),
  tepisodes: z.number().int().optional(),
});
export type WatchHistoryItem = z.infer<typeof watchHistoryItemSchema>;

export const searchHistoryItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(SEARCH_TYPES),
  title: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  query: z.string(),
  date: z.string(),
});
export type SearchHistoryItem = z.infer<typeof searchHistoryItemSchema>;

export const chatHistoryItemSchema = z.object({
  id: z.string(),
  query: z.string(),
  response: z.string().optional(),
  date: z.string(),
});
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;

/** A history entry as the API lists it: with `entryId`, the handle that deletes exactly that entry. */
export type HistoryEntry<T> = T & { entryId: string };

/** A history list as the API answers it: entries with their `entryId`. */
export const historyEntriesSchema = <Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) =>
  z.array(item.extend({ entryId: z.string() }));

export const historyKindSchema = z.enum(HISTORY_KINDS, {
  error: "history must be 'search', 'watch' or 'chat'",
});

export const addEpisodeInputSchema = z.strictObject({
  id: catalogueIdSchema,
  season: episodeNumber,
  episode: episodeNumber,
  totalEpisodes: episodeNumber.optional(),
  name: titleText.optional(),
  title: titleText.optional(),
  poster_path: imagePathSchema.optional(),
});
export const removeEpisodeInputSchema = z.strictObject({
  id: catalogueIdSchema,
  season: episodeNumber,
  episode: episodeNumber,
});

export const recordMovieWatchInputSchema = z.strictObject({
  id: catalogueIdSchema,
  title: titleText.optional(),
  poster_path: imagePathSchema.optional(),
  backdrop_path: imagePathSchema.optional(),
});

/**
 * What a watch-later or watch-history call names: a movie, a whole show, or one episode (a show with season and
 * episode). The server looks everything else up in the catalogue.
 */
export const watchTargetSchema = z
  .strictObject({
    type: mediaTypeSchema,
    id: catalogueIdSchema,
    season: episodeNumber.optional(),
    episode: episodeNumber.optional(),
  })
  .refine((t) => (t.season === undefined) === (t.episode === undefined), {
    error: 'Give both season and episode, or neither',
  })
  .refine((t) => t.type === 'tv' || t.season === undefined, {
    error: 'Only TV shows have seasons and episodes',
  });
export type WatchTarget = z.infer<typeof watchTargetSchema>;

export const historyKindInputSchema = z.strictObject({ kind: historyKindSchema });
export const historyEntryInputSchema = z.strictObject({
  kind: historyKindSchema,
  entryId: z.string({ error: 'entryId must be text' }).min(1).max(40, { error: 'entryId is too long' }),
});
/**
 * A key the client picks once per message and sends again on every retry of it, so the message is recorded
 * once however often the request is repeated (a lost answer, a switch to the other server).
 */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKey must be text' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'idempotencyKey must be 8 to 100 letters, digits, - or _' });

export const recordChatInputSchema = z.strictObject({
  query: z.string().trim().min(1, { error: 'query is required' }).max(1000),
  response: z.string().max(20_000).optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type RecordChatInput = z.infer<typeof recordChatInputSchema>;

/** The signed-in viewer with the lists and histories the profile pages show (account.profile, GET /user/profile). */
export const profileSchema = publicUserSchema.extend({
  searchHistory: historyEntriesSchema(searchHistoryItemSchema),
  watchHistory: historyEntriesSchema(watchHistoryItemSchema),
  chatHistory: historyEntriesSchema(chatHistoryItemSchema),
  watchList: z.array(watchlistItemSchema),
});

/** How many titles the Continue watching row offers at most. */
export const CONTINUE_WATCHING_MAX = 20;

/**
 * One title of the Continue watching row: a movie last opened, or the next episode of a show after the last one
 * watched. `isNewEpisode`: that episode aired after the viewer last watched the show (they were caught up).
 */
export const continueWatchingItemSchema = z.object({
  type: mediaTypeSchema,
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  season: z.number().int().optional(),
  episode: z.number().int().optional(),
  episodeName: z.string().optional(),
  totalEpisodes: z.number().int().optional(),
  isNewEpisode: z.boolean(),
  lastWatched: z.string(),
});
export type ContinueWatchingItem = z.infer<typeof continueWatchingItemSchema>;

/** Hides a title from the Continue watching row until it is watched again. */
export const hideContinueWatchingInputSchema = z.strictObject({
  type: mediaTypeSchema,
  id: catalogueIdSchema,
});

/** How many titles a picks row offers. */
export const PICKS_PER_ROW = 20;

/**
 * The signed-in home's "Picks for you": titles like one the viewer loved or watched last ('Because you loved
 * {title}' / 'Because you watched {title}', as `reason` says) and like the watch-later list ('More like your
 * list'), never ones already watched. Each item names its media.
 */
export const picksSchema = z.object({
  becauseYouWatched: z
    .object({
      title: z.string(),
      reason: z.enum(['loved', 'watched']),
      type: mediaTypeSchema,
      id: z.number().int(),
      items: z.array(catalogueItemSchema),
    })
    .nullable(),
  moreLikeYourList: z.array(catalogueItemSchema),
});
export type Picks = z.infer<typeof picksSchema>;
