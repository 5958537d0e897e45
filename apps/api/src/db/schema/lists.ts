import { MEDIA_TYPES, SEARCH_TYPES } from '@kinora/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, profileOwner } from './profiles';

// Every list and history here belongs to one profile of an account.
const owner = profileOwner;
const at = createdAt;

/**
 * What the watch-later list and the watch history both store about a movie, a whole show (season and episode
 * null) or one episode: the target, and the catalogue's facts about it at the time.
 */
const watchTargetColumns = () => ({
  mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
  tmdbId: integer('tmdb_id').notNull(),
  season: integer('season'),
  episode: integer('episode'),
  totalEpisodes: integer('total_episodes'),
  title: text('title').notNull(),
  episodeName: text('episode_name'),
  image: text('image'),
});

/**
 * Watch-later entries: a movie, a whole show (season and episode null) or one episode. NULLS NOT DISTINCT makes
 * "the same title twice" a constraint violation, so concurrent or retried adds can never duplicate a row.
 */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: owner(),
    ...watchTargetColumns(),
    addedAt: at('added_at'),
  },
  (t) => [
    unique('watchlist_items_identity')
      .on(t.profileId, t.mediaType, t.tmdbId, t.season, t.episode)
      .nullsNotDistinct(),
    index('watchlist_items_user_added_idx').on(t.profileId, t.addedAt),
  ],
);

export const watchHistory = pgTable(
  'watch_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: owner(),
    ...watchTargetColumns(),
    watchedAt: at('watched_at'),
    /** False when the viewer marked it watched without saying when ("I don't remember"). */
    dateKnown: boolean('date_known').notNull().default(true),
  },
  (t) => [
    index('watch_history_user_time_idx').on(t.profileId, t.watchedAt),
    // One view of a title at one moment: an import read twice adds it once (views are never recorded twice
    // within the dedupe window anyway).
    unique('watch_history_view')
      .on(t.profileId, t.mediaType, t.tmdbId, t.season, t.episode, t.watchedAt)
      .nullsNotDistinct(),
  ],
);

export const searchHistory = pgTable(
  'search_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: owner(),
    itemType: text('item_type', { enum: SEARCH_TYPES }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    query: text('query').notNull(),
    searchedAt: at('searched_at'),
  },
  (t) => [index('search_history_user_time_idx').on(t.profileId, t.searchedAt)],
);

/**
 * Chat questions and answers. `idempotency_key` is chosen by the client per message and repeated on retries; the
 * unique (user, key) index makes a repeated record a no-op. Entries without a key (nulls are distinct) are
 * never matched to each other. `request_hash` is a digest of the request the key came with first, so the same
 * key with another request is refused rather than taken for a retry (null on rows from before it was kept).
 */
export const chatHistory = pgTable(
  'chat_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: owner(),
    query: text('query').notNull(),
    response: text('response'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: at('created_at'),
  },
  (t) => [
    index('chat_history_user_time_idx').on(t.profileId, t.createdAt),
    uniqueIndex('chat_history_user_idempotency_key').on(t.profileId, t.idempotencyKey),
  ],
);

/**
 * Titles a viewer took off the Continue watching row, and when: a title comes back once it is watched after that.
 */
export const continueHidden = pgTable(
  'continue_hidden',
  {
    profileId: owner(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    hiddenAt: at('hidden_at'),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.mediaType, t.tmdbId] })],
);
