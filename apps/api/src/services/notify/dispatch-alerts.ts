import type { NotificationKind } from '@kinora/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import {
  type DeliveryPayload,
  notificationDeliveries,
  notificationSettings,
  notifications,
  pushSubscriptions,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { deliverDueNotifications, type NewDelivery, pruneGivenUpDeliveries } from './delivery-queue';
import { sendDailyDigests } from './send-digests';
import { channelCarries } from './settings-row';

/** Alerts claimed per statement: a run takes batches until none is left. */
const CLAIM_BATCH = 100;

type Alert = typeof notifications.$inferSelect;

export const toPayload = (alert: Alert): DeliveryPayload => ({
  kind: alert.kind as NotificationKind,
  title: alert.title,
  body: alert.body,
  link: alert.link,
  mediaType: alert.mediaType,
  tmdbId: alert.tmdbId,
  eventKey: alert.eventKey,
  createdAt: alert.createdAt.toISOString(),
});

/**
 * Claims a batch of alerts nobody dispatched (one statement: of two instances asking at once, each alert goes to
 * one) and queues one delivery per channel that carries it (per browser, for push). Claim and queue are one
 * transaction, so a crash in between gives the alerts back rather than losing them.
 */
async function dispatchBatch(deps: Deps): Promise<number> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const waiting = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(isNull(notifications.dispatchedAt))
      .orderBy(notifications.createdAt)
      .limit(CLAIM_BATCH);
    const claimed = await tx
      .update(notifications)
      .set({ dispatchedAt: at })
      .where(and(inArray(notifications.id, waiting), isNull(notifications.dispatchedAt)))
      .returning();
    if (claimed.length === 0) return 0;
    const profileIds = [...new Set(claimed.map((alert) => alert.profileId))];
    const settings = new Map(
      (
        await tx
          .select()
          .from(notificationSettings)
          .where(inArray(notificationSettings.profileId, profileIds))
      ).map((row) => [row.profileId, row]),
    );
    const pushing = profileIds.filter((id) => settings.get(id)?.pushEnabled);
    const browsers =
      pushing.length > 0
        ? await tx.select().from(pushSubscriptions).where(inArray(pushSubscriptions.profileId, pushing))
        : [];
    const deliveries: NewDelivery[] = [];
    for (const alert of claimed) {
      const row = settings.get(alert.profileId);
      if (!row) continue;
      const payload = toPayload(alert);
      const base = { profileId: alert.profileId, notificationId: alert.id, payload, nextAttemptAt: at };
      // With the daily digest on, e-mail waits for the digest instead of one mail per alert.
      if (channelCarries(row, 'email', payload.kind) && !row.emailDigest) {
        deliveries.push({ ...base, channel: 'email' });
      }
      if (channelCarries(row, 'push', payload.kind)) {
        for (const browser of browsers.filter((b) => b.profileId === alert.profileId)) {
          deliveries.push({ ...base, channel: 'push', subscriptionId: browser.id });
        }
      }
      if (channelCarries(row, 'webhook', payload.kind)) deliveries.push({ ...base, channel: 'webhook' });
    }
    if (deliveries.length > 0) {
      await tx.insert(notificationDeliveries).values(deliveries);
    }
    return claimed.length;
  });
}

/**
 * The periodic job (services/jobs/registry.ts): hands new alerts to their channels, sends the daily digests that
 * are due, then tries every delivery whose time has come. Safe to repeat after a crash: claimed alerts are never
 * claimed again, and a delivery held by a dead run is taken up once its lease lapses.
 */
export async function dispatchAlerts(deps: Deps): Promise<void> {
  while ((await dispatchBatch(deps)) === CLAIM_BATCH) {
    // Another batch waits.
  }
  await sendDailyDigests(deps);
  await deliverDueNotifications(deps);
  await pruneGivenUpDeliveries(deps);
}
