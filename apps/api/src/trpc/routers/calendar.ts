import { calendarLinkSchema, calendarRangeInputSchema, calendarSchema } from '@kinora/domain/schemas';
import { getCalendarLink, rotateCalendarLink } from '../../services/calendar/calendar-feed';
import { listCalendar } from '../../services/calendar/list-calendar';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

/** The release calendar of the active profile and its feed's secret address (docs/product/calendar.md). */
export const calendarRouter = router({
  list: protectedProcedure
    .input(calendarRangeInputSchema)
    .output(answers(calendarSchema))
    .query(({ ctx, input }) => listCalendar(ctx.deps, ctx.auth.profileId, input)),
  link: protectedProcedure
    .output(answers(calendarLinkSchema))
    .query(({ ctx }) => getCalendarLink(ctx.deps, ctx.auth.profileId)),
  /** A new secret address; the old one stops answering. */
  rotateLink: protectedProcedure
    .output(answers(calendarLinkSchema))
    .mutation(({ ctx }) => rotateCalendarLink(ctx.deps, ctx.auth.profileId)),
});
