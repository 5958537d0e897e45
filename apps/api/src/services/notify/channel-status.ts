import { type ChannelStatus, NOTIFICATION_CHANNELS, type NotificationChannel } from '@kinora/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationChannelStatus, notificationDeliveries } from '../../db/schema';
import { readAddressFailures } from '../mail/address-failures';

/** A stored error is cut to this: enough to read, bounded whatever a receiver answers. */
export const CHANNEL_ERROR_MAX_CHARS = 300;

/** Records how a delivery (or a test) on a channel went, so the settings can show it. */
export async function recordChannelOutcome(
  db: Database,
  profileId: string,
  channel: NotificationChannel,
  at: Date,
  error: string | null,
): Promise<void> {
  const values =
    error === null
      ? { lastSuccessAt: at }
      : { lastFailureAt: at, lastError: error.slice(0, CHANNEL_ERROR_MAX_CHARS) };
  await db
    .insert(notificationChannelStatus)
    .values({ profileId, channel, ...values })
    .onConflictDoUpdate({
      target: [notificationChannelStatus.profileId, notificationChannelStatus.channel],
      set: values,
    });
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * Every channel's recent outcome, its deliveries waiting for another try and those given up. E-mail is handed to
 * the mail queue (decision 010), so its failures are the queue's, for the account's address.
 */
export async function readChannelStatuses(
  db: Database,
  profileId: string,
  address: string,
): Promise<Record<NotificationChannel, ChannelStatus>> {
  const [outcomes, counts, mail] = await Promise.all([
    db.select().from(notificationChannelStatus).where(eq(notificationChannelStatus.profileId, profileId)),
    db
      .select({
        channel: notificationDeliveries.channel,
        retrying:
          sql<number>`count(*) filter (where ${notificationDeliveries.failedAt} is null and ${notificationDeliveries.attempts} > 0)`.mapWith(
            Number,
          ),
        givenUp: sql<number>`count(*) filter (where ${notificationDeliveries.failedAt} is not null)`.mapWith(
          Number,
        ),
      })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.profileId, profileId)))
      .groupBy(notificationDeliveries.channel),
    readAddressFailures(db, address),
  ]);
  const status = {} as Record<NotificationChannel, ChannelStatus>;
  for (const channel of NOTIFICATION_CHANNELS) {
    const outcome = outcomes.find((row) => row.channel === channel);
    const count = counts.find((row) => row.channel === channel);
    status[channel] = {
      lastSuccessAt: iso(outcome?.lastSuccessAt),
      lastFailureAt: iso(outcome?.lastFailureAt),
      lastError: outcome?.lastError ?? null,
      retrying: count?.retrying ?? 0,
      givenUp: count?.givenUp ?? 0,
    };
  }
  if (mail.lastError) {
    status.email = {
      ...status.email,
      lastError: mail.lastError.slice(0, CHANNEL_ERROR_MAX_CHARS),
      lastFailureAt: iso(mail.lastFailedAt) ?? status.email.lastFailureAt,
    };
  }
  status.email.retrying += mail.retrying;
  status.email.givenUp += mail.givenUp;
  return status;
}
