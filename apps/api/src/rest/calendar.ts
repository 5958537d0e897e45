import { CALENDAR } from '@kinora/domain';
import {
  calendarFeedParamsSchema,
  calendarRangeInputSchema,
  restCalendarLinkSchema,
  restCalendarSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCalendarLink, readCalendarFeed, rotateCalendarLink } from '../services/calendar/calendar-feed';
import { listCalendar } from '../services/calendar/list-calendar';
import { signedIn } from './guards';

const tags = ['calendar'];
const FEED_CACHE_SECONDS = 15 * 60;

/**
 * The release calendar (docs/product/calendar.md): the active profile's days under /user/calendar, its feed's
 * secret address, and the feed itself, which a calendar app fetches with no session: the secret is the key.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/calendar',
    {
      schema: {
        tags,
        summary: `Episodes of the shows you follow and releases of your listed movies, ?from&to (YYYY-MM-DD, both included, at most ${CALENDAR.MAX_DAYS} days)`,
        querystring: calendarRangeInputSchema,
        response: { 200: restCalendarSchema },
      },
    },
    async (request) => ({
      success: true as const,
      content: await listCalendar(request.deps, signedIn(request).profileId, request.query),
    }),
  );

  app.get(
    '/user/calendar/link',
    {
      schema: {
        tags,
        summary: 'The secret address of your calendar feed, for a calendar app to subscribe to',
        response: { 200: restCalendarLinkSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getCalendarLink(request.deps, signedIn(request).profileId)),
    }),
  );

  app.post(
    '/user/calendar/link',
    {
      schema: {
        tags,
        summary: 'Replace the secret address of your calendar feed; the old address answers 404 from now on',
        response: { 200: restCalendarLinkSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await rotateCalendarLink(request.deps, signedIn(request).profileId)),
    }),
  );

  app.get(
    '/calendar/feed/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: `A calendar feed (text/calendar, one all-day event per item, ${CALENDAR.FEED_DAYS_BEFORE} days back to ${CALENDAR.FEED_DAYS_AFTER} ahead); 404 for an address that is not current`,
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const text = await readCalendarFeed(request.deps, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', `private, max-age=${FEED_CACHE_SECONDS}`)
        .header('content-disposition', 'inline; filename="kinora.ics"')
        .send(text);
    },
  );
};
