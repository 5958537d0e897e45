import { NOTIFICATION_INBOX_LIMIT, NOTIFICATION_MARK_READ_MAX } from '@kinora/domain';
import {
  markNotificationsReadInputSchema,
  restNotificationListSchema,
  restNotificationsReadSchema,
  restUnreadNotificationCountSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../i18n/request-locale';
import { countUnreadNotifications } from '../services/alerts/count-unread-notifications';
import { listNotifications } from '../services/alerts/list-notifications';
import { markNotificationsRead } from '../services/alerts/mark-notifications-read';
import { signedIn } from './guards';

const tags = ['notifications'];

/** /api/v1/user/notifications: the active profile's inbox of alerts (docs/product/alerts.md). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/notifications',
    {
      schema: {
        tags,
        summary: `The profile's newest alerts (at most ${NOTIFICATION_INBOX_LIMIT}), newest first, and how many of all are unread`,
        response: { 200: restNotificationListSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listNotifications(request.deps, signedIn(request).profileId, await localeOfRequest(request))),
    }),
  );
  app.get(
    '/user/notifications/unread-count',
    {
      schema: {
        tags,
        summary: "How many of the profile's alerts are unread (the bell's figure, without the alerts)",
        response: { 200: restUnreadNotificationCountSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await countUnreadNotifications(request.deps, signedIn(request).profileId)),
    }),
  );
  app.post(
    '/user/notifications/read',
    {
      schema: {
        tags,
        summary: `Mark alerts read (at most ${NOTIFICATION_MARK_READ_MAX} ids, all the profile's own, else 404 and nothing changes)`,
        body: markNotificationsReadInputSchema,
        response: { 200: restNotificationsReadSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await markNotificationsRead(request.deps, signedIn(request).profileId, request.body.ids)),
    }),
  );
};
