import type { NotificationChannel } from '@kinora/domain';
import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationDeliveries, profiles, pushSubscriptions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { mailLocaleOf } from '../shared/mail-locale';
import { recordChannelOutcome } from './channel-status';
import { describeOutboundFailure } from './outbound';
import { SubscriptionGoneError, sendEmail, sendPush, sendWebhook } from './senders';
import { channelCarries, readSettingsRow } from './settings-row';

/** After this many failed tries a delivery is given up (kept, with its error, for the settings to show). */
export const DELIVERY_MAX_ATTEMPTS = 8;
/** The pause before the first retry; it doubles with each failure, up to an hour: about four hours in all. */
export const DELIVERY_RETRY_BASE_MS = 60_000;
const MAX_PAUSE_MS = 60 * 60 * 1000;
/** How long one instance may hold a delivery while trying it before another may take it over. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH_SIZE = 50;
/** Given-up deliveries are shown for a week, then pruned. */
const GIVEN_UP_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

type Delivery = typeof notificationDeliveries.$inferSelect;
export type NewDelivery = typeof notificationDeliveries.$inferInsert;

export function deliveryPauseMs(attempts: number): number {
  return Math.min(DELIVERY_RETRY_BASE_MS * 2 ** (attempts - 1), MAX_PAUSE_MS);
}

/** The account's address for a profile's e-mail. */
export async function accountAddress(db: Database, profileId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return row?.email ?? null;
}

/**
 * One try of one delivery through its channel, as the profile's settings are now: a channel switched off (or a
 * webhook removed) since the alert was queued drops it. Throws what the channel answered.
 */
async function sendDelivery(deps: Deps, row: Delivery): Promise<'sent' | 'dropped'> {
  const settings = await readSettingsRow(deps.db, row.profileId);
  const channel = row.channel as NotificationChannel;
  if (!settings || !channelCarries(settings, channel, row.payload.kind)) return 'dropped';
  if (channel === 'webhook') {
    if (!settings.webhookUrl || !settings.webhookSecret) return 'dropped';
    await sendWebhook(
      deps,
      { url: settings.webhookUrl, secret: settings.webhookSecret },
      row.id,
      row.payload,
    );
  } else if (channel === 'push') {
    const [target] = row.subscriptionId
      ? await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId))
      : [];
    if (!target) return 'dropped';
    try {
      await sendPush(deps, target, row.payload);
    } catch (error) {
      // The browser unsubscribed or its subscription expired: forget it (its deliveries go with it).
      if (error instanceof SubscriptionGoneError) {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      }
      throw error;
    }
  } else {
    const address = await accountAddress(deps.db, row.profileId);
    if (!address) return 'dropped';
    await sendEmail(deps, address, row.payload, await mailLocaleOf(deps, row.profileId));
  }
  return 'sent';
}

/** Tries one claimed delivery and records the outcome: deleted when done, rescheduled or given up when not. */
async function attempt(deps: Deps, row: Delivery): Promise<void> {
  const channel = row.channel as NotificationChannel;
  let outcome: 'sent' | 'dropped';
  try {
    outcome = await sendDelivery(deps, row);
  } catch (error) {
    const attempts = row.attempts + 1;
    const gone = error instanceof SubscriptionGoneError;
    const givenUp = gone || attempts >= DELIVERY_MAX_ATTEMPTS;
    const reason = describeOutboundFailure(error);
    const at = deps.now();
    if (!gone) {
      await deps.db
        .update(notificationDeliveries)
        .set({
          attempts,
          lastError: reason,
          lockedUntil: null,
          nextAttemptAt: new Date(at.getTime() + deliveryPauseMs(attempts)),
          failedAt: givenUp ? at : null,
        })
        .where(eq(notificationDeliveries.id, row.id));
    }
    const shown = givenUp ? `${reason} (given up after ${attempts} tries)` : reason;
    await recordChannelOutcome(deps.db, row.profileId, channel, at, shown);
    (givenUp ? deps.log.warn : deps.log.debug).call(
      deps.log,
      { deliveryId: row.id, channel, attempts, reason },
      givenUp ? 'An alert delivery was given up' : 'An alert delivery failed; it will be retried',
    );
    return;
  }
  await deps.db.delete(notificationDeliveries).where(eq(notificationDeliveries.id, row.id));
  if (outcome === 'sent') await recordChannelOutcome(deps.db, row.profileId, channel, deps.now(), null);
}

/** Takes up to a batch of due deliveries nobody holds; SKIP LOCKED keeps two instances off the same row. */
async function claimDue(deps: Deps): Promise<Delivery[]> {
  const at = deps.now();
  const due = deps.db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        isNull(notificationDeliveries.failedAt),
        lte(notificationDeliveries.nextAttemptAt, at),
        or(isNull(notificationDeliveries.lockedUntil), lte(notificationDeliveries.lockedUntil, at)),
      ),
    )
    .orderBy(notificationDeliveries.nextAttemptAt)
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return deps.db
    .update(notificationDeliveries)
    .set({ lockedUntil: new Date(at.getTime() + LEASE_MS) })
    .where(inArray(notificationDeliveries.id, due))
    .returning();
}

/** Tries every due delivery, a batch at a time, until none is due. Returns how many were tried. */
export async function deliverDueNotifications(deps: Deps): Promise<number> {
  let tried = 0;
  for (;;) {
    const batch = await claimDue(deps);
    // Each one on its own: one slow receiver must not hold up the others beyond its timeout.
    await Promise.all(batch.map((row) => attempt(deps, row)));
    tried += batch.length;
    if (batch.length < BATCH_SIZE) return tried;
  }
}

/** Given-up deliveries older than a week go: the settings have shown them long enough. */
export async function pruneGivenUpDeliveries(deps: Deps): Promise<void> {
  const before = new Date(deps.now().getTime() - GIVEN_UP_KEPT_MS);
  await deps.db
    .delete(notificationDeliveries)
    .where(and(isNotNull(notificationDeliveries.failedAt), lte(notificationDeliveries.failedAt, before)));
}
