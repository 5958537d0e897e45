/**
 * The release calendar and its feed (docs/product/calendar.md): the episodes of followed shows and the release
 * dates of listed movies, by day.
 */
export const CALENDAR = {
  /** Days one request may span (both ends included): a quarter, so one request costs a bounded catalogue read. */
  MAX_DAYS: 92,
  /** The feed a calendar app subscribes to holds this many days before today... */
  FEED_DAYS_BEFORE: 30,
  /** ...and this many after it: MAX_DAYS in all, today included. */
  FEED_DAYS_AFTER: 61,
  /** How often a calendar app is asked to fetch the feed again, in hours. */
  FEED_REFRESH_HOURS: 6,
  /** The home page's "Coming up" row: today and the days after it. */
  COMING_UP_DAYS: 14,
  /** Titles shown at most on the "Coming up" row. */
  COMING_UP_MAX: 20,
  /** Random bytes of a feed's secret: 256 bits, far past guessing. */
  FEED_TOKEN_BYTES: 32,
} as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (no 2023-02-30), as midnight UTC; null otherwise. */
export function parseCalendarDay(text: string): Date | null {
  if (!ISO_DAY.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addCalendarDays(day: string, days: number): string {
  const start = parseCalendarDay(day);
  if (!start) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for one day; 0 or less when `to` comes first). */
export function calendarSpanDays(from: string, to: string): number {
  const start = parseCalendarDay(from);
  const end = parseCalendarDay(to);
  if (!start || !end) return Number.NaN;
  return Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
}

/** Why a range cannot be asked for, in words a person can act on; null when it can. */
export function calendarRangeProblem(from: string, to: string): string | null {
  if (!parseCalendarDay(from)) return 'from must be a date like 2024-05-01';
  if (!parseCalendarDay(to)) return 'to must be a date like 2024-05-31';
  const days = calendarSpanDays(from, to);
  if (days < 1) return 'to cannot come before from';
  if (days > CALENDAR.MAX_DAYS) return `A calendar request can span at most ${CALENDAR.MAX_DAYS} days`;
  return null;
}

/** The day of a moment in UTC, `YYYY-MM-DD`. */
export function utcCalendarDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
