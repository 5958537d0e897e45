import { z } from 'zod';
import { NOTIFICATION_MARK_READ_MAX } from '../alert-rules';
import { NOTIFICATION_KINDS } from '../notification-rules';
import { restOk } from './rest';

/** The in-app inbox (docs/product/alerts.md): one alert as both doors answer it. */
export const notificationItemSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The title's name. */
  title: z.string(),
  /** What happened, in a sentence. */
  body: z.string(),
  /** The app path of the title, e.g. /tv/1399. */
  link: z.string(),
  /** When the alert was made, ISO 8601. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The inbox: the newest alerts first, and how many of all the profile's alerts are unread. */
export const notificationListSchema = z.object({
  content: z.array(notificationItemSchema),
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

const notificationIdSchema = z.coerce
  .number({ error: 'ids must be numbers' })
  .int({ error: 'ids must be whole numbers' })
  .positive({ error: 'ids must be positive numbers' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'id is too large' });

/** Mark these alerts of the active profile read. */
export const markNotificationsReadInputSchema = z.strictObject({
  ids: z
    .array(notificationIdSchema, { error: 'ids must be a list of alert ids' })
    .min(1, { error: 'ids must name at least one alert' })
    .max(NOTIFICATION_MARK_READ_MAX, {
      error: `ids can name at most ${NOTIFICATION_MARK_READ_MAX} alerts at once`,
    }),
});
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadInputSchema>;

/** After marking: how many alerts are still unread. */
export const markNotificationsReadAnswerSchema = z.object({ unread: z.number().int().min(0) });
export type MarkNotificationsReadAnswer = z.infer<typeof markNotificationsReadAnswerSchema>;

/** The bell's figure: how many of the active profile's alerts are unread, without the alerts themselves. */
export const unreadNotificationCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadNotificationCount = z.infer<typeof unreadNotificationCountSchema>;

/** GET /api/v1/user/notifications. */
export const restNotificationListSchema = restOk(notificationListSchema.shape);
/** GET /api/v1/user/notifications/unread-count. */
export const restUnreadNotificationCountSchema = restOk(unreadNotificationCountSchema.shape);
/** POST /api/v1/user/notifications/read. */
export const restNotificationsReadSchema = restOk(markNotificationsReadAnswerSchema.shape);
