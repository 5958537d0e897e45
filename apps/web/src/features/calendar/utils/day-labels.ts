import { parseCalendarDay } from '@kinora/domain';
import { i18n } from '@/lib/i18n';

/**
 * Today and a day's labels, in a file of their own: the home's Coming up row needs only these, not the calendar
 * page's weeks and months (calendar-days.ts), and what it imports loads with the home.
 */

const pad = (n: number) => String(n).padStart(2, '0');
export const pageLocale = () => i18n.locale || 'en';

/** Today on the viewer's own clock: an air date is a date, and "today" is the viewer's today. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const dateOf = (day: string) => parseCalendarDay(day) as Date;
/** Read on the day itself (UTC), so no time zone can move a date to its neighbour. */
export const dayFormatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(pageLocale(), { ...options, timeZone: 'UTC' });
export const formatDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  dayFormatter(options).format(dateOf(day));

/** "Mon 4 May"-style labels in the page's language: weekday and month names come from Intl. */
export const dayLabel = {
  weekday: (day: string) => formatDay(day, { weekday: 'short' }),
  long: (day: string) => formatDay(day, { weekday: 'long', month: 'long', day: 'numeric' }),
  short: (day: string) => formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' }),
  /** "May 4": a week column's date under its weekday. */
  monthDay: (day: string) => formatDay(day, { month: 'short', day: 'numeric' }),
  /** The day of the month alone, in the page's digits: a month cell's number. */
  number: (day: string) => new Intl.NumberFormat(pageLocale()).format(Number(day.slice(8, 10))),
};
