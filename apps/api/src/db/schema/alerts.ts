import { MEDIA_TYPES } from '@kinora/domain';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, profileOwner } from './profiles';

/**
 * The streaming services a profile has (docs/product/alerts.md): TMDB provider ids in the profile's region. Title
 * pages mark their offers, search and lists can keep only titles on them, and "now on your services" alerts read them.
 */
export const profileServices = pgTable(
  'profile_services',
  {
    profileId: profileOwner(),
    providerId: integer('provider_id').notNull(),
    addedAt: createdAt('added_at'),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.providerId] })],
);

/**
 * One alert in a profile's inbox. `eventKey` names the event (an episode aired, a title came to a service, a movie
 * was released) so each event reaches a profile once, however many instances or runs saw it. `dispatchedAt` is set
 * when the channels (e-mail, web push, webhook) took it, so each alert is sent once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: profileOwner(),
    /** One of NOTIFICATION_KINDS: 'episode' | 'available' | 'released'. */
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app path the alert opens, e.g. /tv/1399. */
    link: text('link').notNull(),
    createdAt: createdAt('created_at'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('notifications_event_unique').on(t.profileId, t.eventKey),
    index('notifications_profile_time_idx').on(t.profileId, t.createdAt),
    index('notifications_undispatched_idx').on(t.createdAt),
  ],
);
