import { MEDIA_TYPES } from '@kinora/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
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
 * A profile's rating of a movie, a whole show (season and episode null) or one episode, in half stars (1 = half a
 * star, 10 = five stars), with an optional short review. One rating per title and profile: rating again replaces it.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: owner(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    season: integer('season'),
    episode: integer('episode'),
    halfStars: smallint('half_stars').notNull(),
    review: text('review'),
    spoiler: boolean('spoiler').notNull().default(false),
    /** The catalogue's title and poster when rated, so the list of ratings needs no catalogue read. */
    title: text('title').notNull(),
    image: text('image'),
    ratedAt: at('rated_at'),
  },
  (t) => [
    unique('ratings_identity').on(t.profileId, t.mediaType, t.tmdbId, t.season, t.episode).nullsNotDistinct(),
    index('ratings_profile_time_idx').on(t.profileId, t.ratedAt),
    // Kinora's average of a title is read on every title page.
    index('ratings_title_idx').on(t.mediaType, t.tmdbId),
    check('ratings_half_stars_range', sql`${t.halfStars} between 1 and 10`),
  ],
);

/**
 * A profile's own named list. `slug` is random and unguessable; the list is readable by anyone at /l/{slug} only
 * while `public` is true.
 */
export const customLists = pgTable(
  'custom_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: owner(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    public: boolean('public').notNull().default(false),
    slug: text('slug').notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('custom_lists_slug_unique').on(t.slug),
    index('custom_lists_profile_idx').on(t.profileId),
  ],
);

/** A title on a custom list, at the place the owner put it (`position`, smallest first), with an optional note. */
export const customListItems = pgTable(
  'custom_list_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listId: uuid('list_id')
      .notNull()
      .references(() => customLists.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    note: text('note'),
    position: integer('position').notNull(),
    addedAt: at('added_at'),
  },
  (t) => [
    unique('custom_list_items_identity').on(t.listId, t.mediaType, t.tmdbId),
    index('custom_list_items_order_idx').on(t.listId, t.position),
  ],
);
