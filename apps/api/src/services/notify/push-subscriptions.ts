import { AppError, type NotificationSettings, type PushSubscriptionInput } from '@kinora/domain';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { notificationSettings, pushSubscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import { type ChannelOwner, getNotificationSettings } from './notification-settings';
import { resolvePublicAddress } from './outbound';
import { defaultSettingsRow } from './settings-row';
import { vapidKeys } from './vapid-keys';

/** A profile keeps its newest this many browsers; an older one is dropped when another subscribes. */
export const PUSH_DEVICES_MAX = 10;

export const PUSH_UNAVAILABLE =
  'Browser notifications are not available on this server (it has no web push keys). Ask its operator.';

/**
 * Keeps this browser's push subscription for the active profile and switches web push on. The endpoint is checked
 * like a webhook's address: the server will call it.
 */
export async function subscribePush(
  deps: Deps,
  owner: ChannelOwner,
  subscription: PushSubscriptionInput,
): Promise<NotificationSettings> {
  if (!vapidKeys(deps.config.notifications.vapid)) throw new AppError('BAD_INPUT', PUSH_UNAVAILABLE);
  await resolvePublicAddress(new URL(subscription.endpoint), {
    allowPrivate: deps.config.notifications.allowPrivateAddresses,
    timeoutMs: deps.config.notifications.timeoutMs,
  });
  const { profileId } = owner;
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    await tx
      .insert(pushSubscriptions)
      .values({ profileId, endpoint: subscription.endpoint, ...keys, createdAt: at })
      .onConflictDoUpdate({ target: [pushSubscriptions.profileId, pushSubscriptions.endpoint], set: keys });
    const all = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, profileId))
      .orderBy(asc(pushSubscriptions.createdAt));
    if (all.length > PUSH_DEVICES_MAX) {
      const keep = all.slice(-PUSH_DEVICES_MAX).map((row) => row.id);
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.profileId, profileId), notInArray(pushSubscriptions.id, keep)));
    }
    await tx
      .insert(notificationSettings)
      .values({ ...defaultSettingsRow(profileId, at), pushEnabled: true })
      .onConflictDoUpdate({
        target: notificationSettings.profileId,
        set: { pushEnabled: true, updatedAt: at },
      });
  });
  return getNotificationSettings(deps, owner);
}

/** Forgets a browser's subscription (it turned notifications off); web push goes off with the last one. */
export async function unsubscribePush(
  deps: Deps,
  owner: ChannelOwner,
  endpoint: string,
): Promise<NotificationSettings> {
  const { profileId } = owner;
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.profileId, profileId), eq(pushSubscriptions.endpoint, endpoint)));
  const left = await deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.profileId, profileId))
    .limit(1);
  if (left.length === 0) {
    await deps.db
      .update(notificationSettings)
      .set({ pushEnabled: false, updatedAt: deps.now() })
      .where(eq(notificationSettings.profileId, profileId));
  }
  return getNotificationSettings(deps, owner);
}
