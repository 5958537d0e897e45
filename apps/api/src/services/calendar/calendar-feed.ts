import { createHash, randomBytes } from 'node:crypto';
import { AppError, addCalendarDays, CALENDAR, type CalendarLink, utcCalendarDay } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { calendarFeeds, profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { listCalendar } from './list-calendar';
import { renderCalendarFeed } from './render-ical';

/** Where feeds are served, under the API's public address; the REST route (rest/calendar.ts) serves this path. */
export const CALENDAR_FEED_PATH = '/api/v1/calendar/feed';

/** A secret as handed out: base64url of FEED_TOKEN_BYTES random bytes, maybe with `.ics` after it. */
const TOKEN = new RegExp(`^([A-Za-z0-9_-]{${Math.ceil((CALENDAR.FEED_TOKEN_BYTES * 4) / 3)}})(\\.ics)?$`);
const NO_FEED = 'There is no calendar at this address (it may have been replaced by a new one)';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(CALENDAR.FEED_TOKEN_BYTES).toString('base64url');

function linkOf(deps: Deps, token: string): CalendarLink {
  return { url: `${deps.config.publicUrl}${CALENDAR_FEED_PATH}/${token}.ics` };
}

/**
 * The address of the profile's calendar feed, made the first time it is asked for. Two first asks at once make
 * one: the second insert does nothing and both read the row that won.
 */
export async function getCalendarLink(deps: Deps, profileId: string): Promise<CalendarLink> {
  const token = newToken();
  await deps.db
    .insert(calendarFeeds)
    .values({ profileId, token, tokenHash: hashOf(token), createdAt: deps.now() })
    .onConflictDoNothing({ target: calendarFeeds.profileId });
  const [row] = await deps.db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.profileId, profileId));
  if (!row) throw new AppError('NOT_FOUND', 'This profile no longer exists');
  return linkOf(deps, row.token);
}

/** A new address for the profile's feed; the old one answers 404 from now on (a link shared too widely). */
export async function rotateCalendarLink(deps: Deps, profileId: string): Promise<CalendarLink> {
  const token = newToken();
  const values = { token, tokenHash: hashOf(token), createdAt: deps.now() };
  await deps.db
    .insert(calendarFeeds)
    .values({ profileId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.profileId, set: values });
  return linkOf(deps, token);
}

/**
 * The iCalendar text behind a feed address, for whoever holds it (a calendar app has no session): the calendar
 * of the profile that made the link, from FEED_DAYS_BEFORE days ago to FEED_DAYS_AFTER days ahead. The secret is
 * looked up by its hash; anything that is not a current secret is NOT_FOUND, whatever its shape.
 */
export async function readCalendarFeed(deps: Deps, tokenParam: string): Promise<string> {
  const token = TOKEN.exec(tokenParam)?.[1];
  if (!token) throw new AppError('NOT_FOUND', NO_FEED);
  const [feed] = await deps.db
    .select({ profileId: calendarFeeds.profileId, name: profiles.name })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.profileId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!feed) throw new AppError('NOT_FOUND', NO_FEED);
  const now = deps.now();
  const today = utcCalendarDay(now);
  const entries = await listCalendar(deps, feed.profileId, {
    from: addCalendarDays(today, -CALENDAR.FEED_DAYS_BEFORE),
    to: addCalendarDays(today, CALENDAR.FEED_DAYS_AFTER),
  });
  return renderCalendarFeed(entries, {
    name: `Kinora · ${feed.name}`,
    publicUrl: deps.config.publicUrl,
    now,
  });
}
