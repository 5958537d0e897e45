import { chooseLocale } from '@kinora/domain';
import {
  markNotificationsReadAnswerSchema,
  markNotificationsReadInputSchema,
  notificationListSchema,
} from '@kinora/domain/schemas';
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
  markRead: protectedProcedure
    .input(markNotificationsReadInputSchema)
    .output(answers(markNotificationsReadAnswerSchema))
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.deps, ctx.auth.profileId, input.ids)),
});
