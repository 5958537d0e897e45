import type { NotificationChannel, NotificationKind } from '@kinora/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { notifications } from './alerts';
import { createdAt, profileOwner } from './profiles';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where a profile's alerts go besides the inbox (docs/product/alerts.md, "Channels"). No row: every channel off.
 * `kinds` lists, per channel, the kinds of alert it carries. The webhook's secret signs every call to `webhookUrl`;
 * it is shown once, when the URL is first set, and kept here because each call is signed with it.
 */
export const notificationSettings = pgTable('notification_settings', {
  profileId: profileOwner().primaryKey(),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  emailDigest: boolean('email_digest').notNull().default(false),
  pushEnabled: boolean('push_enabled').notNull().default(false),
  webhookEnabled: boolean('webhook_enabled').notNull().default(false),
  kinds: jsonb('kinds').$type<Record<NotificationChannel, NotificationKind[]>>().notNull(),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  /** The last daily digest: the next one carries the alerts made since. */
  digestSentAt: moment('digest_sent_at'),
  updatedAt: createdAt('updated_at'),
});

/** The browsers of a profile that accepted web push: what `PushSubscription.toJSON()` gave. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileOwner(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt('created_at'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.profileId, t.endpoint)],
);

/** How each channel of a profile fared lately, for the settings page. */
export const notificationChannelStatus = pgTable(
  'notification_channel_status',
  {
    profileId: profileOwner(),
    /** One of NOTIFICATION_CHANNELS. */
    channel: text('channel').notNull(),
    lastSuccessAt: moment('last_success_at'),
    lastFailureAt: moment('last_failure_at'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.channel] })],
);

/**
 * One alert on its way out through one channel (one row per push subscription), like the mail queue (decision 010):
 * claimed with a lease, deleted once delivered, tried again after a growing pause, and kept with `failedAt` and its
 * last error once given up. `payload` is what goes out, so a delivery does not depend on the alert row staying.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileOwner(),
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    channel: text('channel').notNull(),
    /** The push subscription it goes to (push only). */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<DeliveryPayload>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    failedAt: moment('failed_at'),
    createdAt: createdAt('created_at'),
  },
  (t) => [
    index('notification_deliveries_due_idx').on(t.nextAttemptAt),
    index('notification_deliveries_profile_idx').on(t.profileId, t.channel),
  ],
);

/** What an alert says on every channel. */
export type DeliveryPayload = {
  /** An alert's kind; a test from the settings; or the day's digest e-mail. */
  kind: NotificationKind | 'test' | 'digest';
  title: string;
  body: string;
  /** The app path it opens, e.g. /tv/1399. */
  link: string;
  mediaType: string | null;
  tmdbId: number | null;
  eventKey: string;
  createdAt: string;
};
