import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { users } from './users';

/**
 * Sessions live in the database so every API instance sees them. The id is the SHA-256 of the cookie token,
 * so a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the admin password was verified in this session; admin rights lapse after it. */
    adminUntil: timestamp('admin_until', { withTimezone: true, mode: 'date' }),
    /** The profile this browser acts as; null: the account's main profile (whose id is the account's). */
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
