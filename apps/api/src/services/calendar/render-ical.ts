import { CALENDAR, type CalendarEntry } from '@kinora/domain';
import ical, { ICalCalendarMethod } from 'ical-generator';

const DAY_MS = 86_400_000;

type FeedFacts = {
  /** The calendar's name in the viewer's calendar app. */
  name: string;
  /** The app's public address: events link to their title's page there, and its host makes UIDs global. */
  publicUrl: string;
  /** When the feed was made (every event's DTSTAMP). */
  now: Date;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A UID that stays the same for the same item on every fetch, so a calendar app updates an event (a moved air
 * date) instead of adding a second one. The same for every profile: it names the item, not who follows it.
 */
export function calendarEventUid(entry: CalendarEntry, host: string): string {
  const what =
    entry.media_type === 'movie'
      ? `movie-${entry.id}-release`
      : `tv-${entry.id}-s${pad(entry.season ?? 0)}e${pad(entry.episode ?? 0)}`;
  return `${what}@${host}`;
}

/** How an item reads in a calendar app: "Show S02E05 · Episode name", "Movie (release)". */
export function calendarEventSummary(entry: CalendarEntry): string {
  if (entry.media_type === 'movie') return `${entry.title} (release)`;
  const code = `S${pad(entry.season ?? 0)}E${pad(entry.episode ?? 0)}`;
  return entry.episodeName ? `${entry.title} ${code} · ${entry.episodeName}` : `${entry.title} ${code}`;
}

function titleLink(entry: CalendarEntry, publicUrl: string): string {
  const query = new URLSearchParams({ id: String(entry.id), name: entry.title }).toString();
  return `${publicUrl}${entry.media_type === 'movie' ? '/movie' : '/tv/details'}?${query}`;
}

/**
 * The iCalendar (RFC 5545) text of a feed: one all-day event per item. An air date is a date, not a moment, so
 * the events carry VALUE=DATE and no time zone: every calendar app shows them on that date wherever it is,
 * where a timed event at midnight UTC would land on the day before across the Americas. Catalogue text is
 * escaped by the library, so a title cannot add lines or properties of its own.
 */
export function renderCalendarFeed(entries: readonly CalendarEntry[], facts: FeedFacts): string {
  const host = new URL(facts.publicUrl).hostname;
  const calendar = ical({
    name: facts.name,
    prodId: { company: 'Kinora', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR.FEED_REFRESH_HOURS * 3600,
    url: `${facts.publicUrl}/calendar`,
  });
  for (const entry of entries) {
    const start = new Date(`${entry.date}T00:00:00Z`);
    calendar.createEvent({
      id: calendarEventUid(entry, host),
      allDay: true,
      start,
      end: new Date(start.getTime() + DAY_MS),
      stamp: facts.now,
      summary: calendarEventSummary(entry),
      description:
        entry.media_type === 'movie' ? 'Release date' : `Season ${entry.season}, episode ${entry.episode}`,
      url: titleLink(entry, facts.publicUrl),
    });
  }
  return calendar.toString();
}
