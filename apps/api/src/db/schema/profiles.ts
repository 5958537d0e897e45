import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The people who share one account (docs/product/profiles.md). Every account has a main profile whose id is the
 * account's own id, made with the account and never deleted; lists, histories, ratings and settings belong to a
 * profile, so "the account's data" of an account from before profiles is its main profile's data.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of PROFILE_AVATARS. */
    avatar: text('avatar').notNull(),
    /** argon2 hash of the 4-digit PIN asked before switching to this profile; null: no PIN. */
    pinHash: text('pin_hash'),
    /** A kids profile never sees adult titles and only titles rated for children (KIDS_MAX_RATINGS). */
    kids: boolean('kids').notNull().default(false),
    adultContent: boolean('adult_content').notNull().default(false),
    /** The country whose streaming offers 'Where to watch' lists; null: the browser's own locale decides. */
    region: text('region'),
    /** The interface and catalogue language (a BCP 47 tag); null: the browser's own. */
    language: text('language'),
    /** Where the profile sits in the picker, the main profile first. */
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId),
    uniqueIndex('profiles_user_name_unique').on(t.userId, sql`lower(${t.name})`),
  ],
);

/** The column that makes a row one profile's: it goes with the profile (docs/product/profiles.md). */
export const profileOwner = () =>
  uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** A moment a row was made or changed, now by default. */
export const createdAt = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
