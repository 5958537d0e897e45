import { addCalendarDays, type CalendarEntry, parseCalendarDay } from '@kinora/domain';

/** The calendar's two views: seven days, or a month laid out in whole weeks. */
export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** What the page shows: a view and a day inside it (the address's `?view&date`). */
export type CalendarPlace = { view: CalendarView; day: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** Today on the viewer's own clock: an air date is a date, and "today" is the viewer's today. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Monday 0 ... Sunday 6 (weeks start on Monday, as ISO 8601 counts them). */
function weekdayOf(day: string): number {
  const date = parseCalendarDay(day) as Date;
  return (date.getUTCDay() + 6) % 7;
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function daysInMonth(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The Monday on or before a day. */
export function weekStart(day: string): string {
  return addCalendarDays(day, -weekdayOf(day));
}

/** The days a place shows, first to last: a week, or its month's whole weeks (at most six, 42 days). */
export function daysOf(place: CalendarPlace): string[] {
  if (place.view === 'week') {
    const start = weekStart(place.day);
    return Array.from({ length: 7 }, (_, i) => addCalendarDays(start, i));
  }
  const first = firstOfMonth(place.day);
  const last = addCalendarDays(first, daysInMonth(first) - 1);
  const start = weekStart(first);
  const end = addCalendarDays(weekStart(last), 6);
  const days: string[] = [];
  for (let day = start; day <= end; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** The range to ask the server for. */
export function rangeOf(place: CalendarPlace): { from: string; to: string } {
  const days = daysOf(place);
  return { from: days[0] as string, to: days.at(-1) as string };
}

/** The week or month before (-1) or after (1). */
export function shiftPlace(place: CalendarPlace, direction: 1 | -1): CalendarPlace {
  if (place.view === 'week') return { ...place, day: addCalendarDays(weekStart(place.day), 7 * direction) };
  const [year, month] = place.day.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month - 1 + direction, 1));
  return { ...place, day: next.toISOString().slice(0, 10) };
}

/** A place from the address, falling back to this week for anything missing or not a real date. */
export function readPlace(view: string | null, day: string | null, today: string): CalendarPlace {
  return {
    view: view === 'month' ? 'month' : 'week',
    day: day && parseCalendarDay(day) ? day : today,
  };
}

/** The entries by date. */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const list = byDay.get(entry.date) ?? [];
    list.push(entry);
    byDay.set(entry.date, list);
  }
  return byDay;
}

const format = (day: string, options: Intl.DateTimeFormatOptions) =>
  (parseCalendarDay(day) as Date).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** "Mon 4 May"-style labels, read on the day itself (no time zone can move them). */
export const dayLabel = {
  weekday: (day: string) => format(day, { weekday: 'short' }),
  long: (day: string) => format(day, { weekday: 'long', month: 'long', day: 'numeric' }),
  short: (day: string) => format(day, { weekday: 'short', month: 'short', day: 'numeric' }),
  number: (day: string) => String(Number(day.slice(8, 10))),
};

/** The heading of a place: "May 2026", or "May 4 – 10, 2026" for a week. */
export function placeTitle(place: CalendarPlace): string {
  if (place.view === 'month') return format(place.day, { month: 'long', year: 'numeric' });
  const days = daysOf(place);
  const first = days[0] as string;
  const last = days[6] as string;
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const start = format(first, { month: 'short', day: 'numeric' });
  const year = last.slice(0, 4);
  const end = sameMonth ? dayLabel.number(last) : format(last, { month: 'short', day: 'numeric' });
  return `${start} – ${end}, ${year}`;
}

/** How an episode is named on a card: "S2 · E5", or "Movie release". */
export function entryMeta(entry: CalendarEntry): string {
  if (entry.media_type === 'movie') return 'Movie release';
  return `S${entry.season} · E${entry.episode}`;
}
