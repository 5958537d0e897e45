import { chooseLocale } from '@kinora/domain';
import {
  markNotificationsReadAnswerSchema,
  markNotificationsReadInputSchema,
  notificationListSchema,
  unreadNotificationCountSchema,
} from '@kinora/domain/schemas';
import { countUnreadNotifications } from '../../services/alerts/count-unread-notifications';
import { listNotifications } from '../../services/alerts/list-notifications';
import { markNotificationsRead } from '../../services/alerts/mark-notifications-read';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

/** The active profile's inbox of alerts (docs/product/alerts.md); REST twins under /api/v1/user/notifications. */
export const notificationsRouter = router({
  list: protectedProcedure
    .output(answers(notificationListSchema))
    .query(({ ctx }) =>
      listNotifications(
        ctx.deps,
        ctx.auth.profileId,
        chooseLocale(ctx.auth.profile.language, ctx.meta.locale),
      ),
    ),
  /** The bell's count alone, polled by every signed-in page (the inbox page reads `list`). */
  unreadCount: protectedProcedure
    .output(answers(unreadNotificationCountSchema))
    .query(({ ctx }) => countUnreadNotifications(ctx.deps, ctx.auth.profileId)),
  markRead: protectedProcedure
    .input(markNotificationsReadInputSchema)
    .output(answers(markNotificationsReadAnswerSchema))
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.deps, ctx.auth.profileId, input.ids)),
});
