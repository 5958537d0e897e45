import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, profileOwner } from './profiles';

/**
 * A profile's calendar feed (docs/product/calendar.md): the secret in its address, which a calendar app fetches
 * without a session. One per profile; making a new one replaces it, so the old address stops answering. The feed
 * is found by the secret's SHA-256 (`token_hash`), so looking one up compares no secret byte by byte; the secret
 * itself is kept so its owner can copy the address again.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    profileId: profileOwner().primaryKey(),
    token: text('token').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt('created_at'),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
