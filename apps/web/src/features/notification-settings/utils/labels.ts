import type { NotificationChannel, NotificationKind } from '@kinora/domain';

/** What each kind of alert is called in the settings (docs/product/alerts.md). */
export const KIND_LABELS: Record<NotificationKind, string> = {
  episode: 'New episodes',
  available: 'On your services',
  released: 'Releases',
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  push: 'Browser',
  webhook: 'Webhook',
};
