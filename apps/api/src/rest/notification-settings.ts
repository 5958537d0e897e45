import {
  notificationSettingsSchema,
  notificationTestResultSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  restOk,
  updateNotificationSettingsSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browserLocaleOf } from '../i18n/request-locale';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../services/notify/notification-settings';
import { subscribePush, unsubscribePush } from '../services/notify/push-subscriptions';
import { NOTIFICATION_TESTS_PER_PROFILE, sendTestNotification } from '../services/notify/send-test';
import { describeRateLimit } from '../services/security/rate-limit-policies';
import { signedIn } from './guards';

const tags = ['notifications'];
const settingsAnswer = restOk({ settings: notificationSettingsSchema });

/**
 * Where the active profile's alerts go besides the inbox (docs/product/alerts.md, "Channels"), under
 * /api/v1/user/notifications: the settings (a partial PUT answers the whole document), this browser's web push
 * subscription, and a test through every channel that is on.
 */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/user/notifications/settings',
    {
      schema: {
        tags,
        summary: 'Your alert channels: e-mail, web push and webhook',
        response: { 200: settingsAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await getNotificationSettings(request.deps, signedIn(request)),
    }),
  );
  app.put(
    '/user/notifications/settings',
    {
      schema: {
        tags,
        summary:
          'Change only what you send; answers the whole document. `webhookUrl` sets the webhook (its secret is answered once, as `webhookSecret`) or removes it (null)',
        body: updateNotificationSettingsSchema,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await updateNotificationSettings(request.deps, signedIn(request), request.body),
    }),
  );
  app.post(
    '/user/notifications/push-subscriptions',
    {
      schema: {
        tags,
        summary:
          "Keep this browser's web push subscription (PushSubscription.toJSON()) and switch web push on",
        body: pushSubscriptionInputSchema,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await subscribePush(request.deps, signedIn(request), request.body),
    }),
  );
  app.delete(
    '/user/notifications/push-subscriptions',
    {
      schema: {
        tags,
        summary:
          "Forget a browser's web push subscription (by its endpoint); web push goes off with the last one",
        body: pushUnsubscribeInputSchema,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await unsubscribePush(request.deps, signedIn(request), request.body.endpoint),
    }),
  );
  app.post(
    '/user/notifications/test',
    {
      config: { rateLimit: describeRateLimit(deps.config, NOTIFICATION_TESTS_PER_PROFILE) },
      schema: {
        tags,
        summary: `Send a test alert through every channel that is on (${describeRateLimit(deps.config, NOTIFICATION_TESTS_PER_PROFILE)})`,
        response: { 200: restOk(notificationTestResultSchema.shape) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await sendTestNotification(request.deps, signedIn(request), browserLocaleOf(request))),
    }),
  );
};
