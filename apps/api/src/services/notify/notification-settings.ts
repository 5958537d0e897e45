import { randomBytes } from 'node:crypto';
import {
  AppError,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '@kinora/domain';
import { count, eq } from 'drizzle-orm';
import { notificationSettings, pushSubscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthState } from '../users/public-user';
import { readChannelStatuses } from './channel-status';
import { resolvePublicAddress } from './outbound';
import { defaultSettingsRow, kindToggles, readSettingsRow, type SettingsRow } from './settings-row';

/** Who the settings are for: the active profile, and the account whose address the e-mails go to. */
export type ChannelOwner = Pick<AuthState, 'profileId' | 'user'>;

export const NOTIFY_MESSAGES = {
  WEBHOOK_URL_FIRST: 'Set a webhook URL first: the webhook is switched on with its address.',
  VERIFY_EMAIL_FIRST: 'Verify your e-mail address first: alerts are only mailed to a proven address.',
  PUSH_DEVICE_FIRST: 'Turn on notifications in a browser first: no browser of this profile is subscribed.',
} as const;

/** A webhook secret: 32 random bytes, prefixed so people recognise it in their receiver's configuration. */
const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

async function countDevices(deps: Deps, profileId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.profileId, profileId));
  return row?.n ?? 0;
}

/** The whole settings document of the active profile. */
export async function getNotificationSettings(
  deps: Deps,
  owner: ChannelOwner,
  row?: SettingsRow,
): Promise<NotificationSettings> {
  const settings = row ?? (await readSettingsRow(deps.db, owner.profileId));
  const current = settings ?? defaultSettingsRow(owner.profileId, deps.now());
  const [devices, status] = await Promise.all([
    countDevices(deps, owner.profileId),
    readChannelStatuses(deps.db, owner.profileId, owner.user.email),
  ]);
  return {
    email: {
      enabled: current.emailEnabled,
      kinds: kindToggles(current.kinds.email),
      digest: current.emailDigest,
      address: owner.user.email,
      status: status.email,
    },
    push: {
      enabled: current.pushEnabled,
      kinds: kindToggles(current.kinds.push),
      devices,
      status: status.push,
    },
    webhook: {
      enabled: current.webhookEnabled,
      kinds: kindToggles(current.kinds.webhook),
      url: current.webhookUrl,
      status: status.webhook,
    },
  };
}

function patchKinds(
  kinds: readonly NotificationKind[] | undefined,
  patch: Partial<Record<NotificationKind, boolean>> | undefined,
): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => patch?.[kind] ?? (kinds ?? []).includes(kind));
}

/**
 * Changes what the patch names and answers the whole document. A first webhook URL makes a signing secret, answered
 * this once as `webhookSecret`; a new URL keeps the secret, null removes URL and secret and switches the webhook off.
 * One transaction with the row locked, so two patches at once both land and only one secret is ever made.
 */
export async function updateNotificationSettings(
  deps: Deps,
  owner: ChannelOwner,
  patch: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  const { profileId } = owner;
  const at = deps.now();
  if (typeof patch.webhookUrl === 'string') {
    await resolvePublicAddress(new URL(patch.webhookUrl), {
      allowPrivate: deps.config.notifications.allowPrivateAddresses,
      timeoutMs: deps.config.notifications.timeoutMs,
    });
  }
  if (patch.email?.enabled && !owner.user.emailVerified) {
    throw new AppError('BAD_INPUT', NOTIFY_MESSAGES.VERIFY_EMAIL_FIRST);
  }
  if (patch.push?.enabled && (await countDevices(deps, profileId)) === 0) {
    throw new AppError('BAD_INPUT', NOTIFY_MESSAGES.PUSH_DEVICE_FIRST);
  }
  let revealed: string | undefined;
  const saved = await deps.db.transaction(async (tx) => {
    await tx.insert(notificationSettings).values(defaultSettingsRow(profileId, at)).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.profileId, profileId))
      .for('update');
    const current = row ?? defaultSettingsRow(profileId, at);
    const next: SettingsRow = {
      ...current,
      kinds: Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [
          channel,
          patchKinds(current.kinds[channel], patch[channel]?.kinds),
        ]),
      ) as SettingsRow['kinds'],
      emailEnabled: patch.email?.enabled ?? current.emailEnabled,
      emailDigest: patch.email?.digest ?? current.emailDigest,
      pushEnabled: patch.push?.enabled ?? current.pushEnabled,
      webhookEnabled: patch.webhook?.enabled ?? current.webhookEnabled,
      updatedAt: at,
    };
    if (patch.webhookUrl === null) {
      Object.assign(next, { webhookUrl: null, webhookSecret: null, webhookEnabled: false });
    } else if (patch.webhookUrl !== undefined) {
      next.webhookUrl = patch.webhookUrl;
      next.webhookEnabled = patch.webhook?.enabled ?? true;
      if (!current.webhookSecret) {
        next.webhookSecret = newWebhookSecret();
        revealed = next.webhookSecret;
      }
    }
    if (next.webhookEnabled && !next.webhookUrl)
      throw new AppError('BAD_INPUT', NOTIFY_MESSAGES.WEBHOOK_URL_FIRST);
    const { profileId: _key, ...changes } = next;
    const [updated] = await tx
      .update(notificationSettings)
      .set(changes)
      .where(eq(notificationSettings.profileId, profileId))
      .returning();
    return updated ?? next;
  });
  const settings = await getNotificationSettings(deps, owner, saved);
  return revealed ? { ...settings, webhookSecret: revealed } : settings;
}
