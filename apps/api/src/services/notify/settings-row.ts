import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationKindToggles,
} from '@kinora/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DeliveryPayload, notificationSettings } from '../../db/schema';

export type SettingsRow = typeof notificationSettings.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** A channel, once switched on, carries every kind until the viewer turns some off. */
export const DEFAULT_KINDS = (): Record<NotificationChannel, NotificationKind[]> =>
  Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, [...NOTIFICATION_KINDS]])) as Record<
    NotificationChannel,
    NotificationKind[]
  >;

/** What a profile without a row has: every channel off. */
export function defaultSettingsRow(profileId: string, at: Date): SettingsRow {
  return {
    profileId,
    emailEnabled: false,
    emailDigest: false,
    pushEnabled: false,
    webhookEnabled: false,
    kinds: DEFAULT_KINDS(),
    webhookUrl: null,
    webhookSecret: null,
    digestSentAt: null,
    updatedAt: at,
  };
}

export async function readSettingsRow(db: Reader, profileId: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.profileId, profileId));
  return row;
}

/** Whether a channel is on and carries this kind of alert (a test or a digest: any channel that is on). */
export function channelCarries(
  row: SettingsRow,
  channel: NotificationChannel,
  kind: DeliveryPayload['kind'],
): boolean {
  const enabled = { email: row.emailEnabled, push: row.pushEnabled, webhook: row.webhookEnabled }[channel];
  if (!enabled) return false;
  if (channel === 'webhook' && !row.webhookUrl) return false;
  return kind === 'test' || kind === 'digest' || (row.kinds[channel] ?? []).includes(kind);
}

export function kindToggles(kinds: readonly NotificationKind[] | undefined): NotificationKindToggles {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, (kinds ?? []).includes(kind)]),
  ) as NotificationKindToggles;
}
