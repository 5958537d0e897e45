import {
  notificationSettingsSchema,
  notificationTestResultSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  updateNotificationSettingsSchema,
} from '@kinora/domain/schemas';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../services/notify/notification-settings';
import { subscribePush, unsubscribePush } from '../../services/notify/push-subscriptions';
import { sendTestNotification } from '../../services/notify/send-test';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

/** The twin of rest/notification-settings.ts: the active profile's alert channels. */
export const notificationSettingsRouter = router({
  get: protectedProcedure
    .output(answers(notificationSettingsSchema))
    .query(({ ctx }) => getNotificationSettings(ctx.deps, ctx.auth)),
  /** A partial document; answers the whole one (with `webhookSecret` once, when a webhook URL is first set). */
  update: protectedProcedure
    .input(updateNotificationSettingsSchema)
    .output(answers(notificationSettingsSchema))
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx.deps, ctx.auth, input)),
  subscribePush: protectedProcedure
    .input(pushSubscriptionInputSchema)
    .output(answers(notificationSettingsSchema))
    .mutation(({ ctx, input }) => subscribePush(ctx.deps, ctx.auth, input)),
  unsubscribePush: protectedProcedure
    .input(pushUnsubscribeInputSchema)
    .output(answers(notificationSettingsSchema))
    .mutation(({ ctx, input }) => unsubscribePush(ctx.deps, ctx.auth, input.endpoint)),
  test: protectedProcedure
    .output(answers(notificationTestResultSchema))
    .mutation(({ ctx }) => sendTestNotification(ctx.deps, ctx.auth, ctx.meta.locale)),
});
