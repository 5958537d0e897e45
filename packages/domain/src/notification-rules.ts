/**
 * Alerts (docs/product/alerts.md): what can reach a profile's inbox and, where the viewer opted in, their e-mail,
 * browser (web push) and webhook.
 */
export const NOTIFICATION_KINDS = [
  /** A new episode of a followed show aired. */
  'episode',
  /** A listed title became available on one of the profile's streaming services in its region. */
  'available',
  /** A listed movie was released. */
  'released',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The ways an alert can leave the app besides the inbox. */
export const NOTIFICATION_CHANNELS = ['email', 'push', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
