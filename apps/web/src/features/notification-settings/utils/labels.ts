import type { NotificationChannel, NotificationKind } from '@kinora/domain';
import type { MessageKey } from '@/lib/i18n';

/** What each kind of alert is called in the settings (docs/product/alerts.md): the key of its text. */
export const KIND_LABELS: Record<NotificationKind, MessageKey<'notification-settings'>> = {
  episode: 'kindEpisode',
  available: 'kindAvailable',
  released: 'kindReleased',
};

export const CHANNEL_LABELS: Record<NotificationChannel, MessageKey<'notification-settings'>> = {
  email: 'channelEmail',
  push: 'channelPush',
  webhook: 'channelWebhook',
};
