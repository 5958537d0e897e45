import { addCalendarDays, type CalendarEntry, parseCalendarDay } from '@kinora/domain';
import { translate } from '@/lib/i18n';
import { dateOf, dayFormatter, formatDay, pageLocale } from './day-labels';

/** The calendar's two views: seven days, or a month laid out in whole weeks. */
export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** What the page shows: a view and a day inside it (the address's `?view&date`). */
export type CalendarPlace = { view: CalendarView; day: string };

/** A day of the week as Intl's week information numbers it: Monday 1 ... Sunday 7. */
export type WeekDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** Where a week starts when the browser cannot say (ISO 8601's week). */
export const MONDAY: WeekDay = 1;

type WeekInfo = { firstDay?: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The locale that decides the week: the page's language, with the region of the browser's own language when the
 * browser names one (an English page in a British browser starts weeks on Monday, in an American one on Sunday).
 */
function weekLocale(page: string, browserLanguages: readonly string[]): Intl.Locale {
  const language = new Intl.Locale(page).language;
  for (const tag of browserLanguages) {
    try {
      const candidate = new Intl.Locale(tag);
      if (candidate.language === language && candidate.region) return candidate;
    } catch {
      // A tag the browser made up is no guide.
    }
  }
  return new Intl.Locale(page);
}

/**
 * The first day of the week where the viewer lives, as the browser knows it (`getWeekInfo()`, or the older
 * `weekInfo`); Monday where the browser does not say.
 */
export function firstDayOfWeek(
  page: string = pageLocale(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
): WeekDay {
  try {
    const locale = weekLocale(page, browserLanguages) as LocaleWithWeek;
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7 ? (firstDay as WeekDay) : MONDAY;
  } catch {
    return MONDAY;
  }
}

/** How far a day is into its week: 0 on the week's first day ... 6 on its last. */
function placeInWeek(day: string, firstDay: WeekDay): number {
  const date = parseCalendarDay(day) as Date;
  // getUTCDay counts Sunday 0 ... Saturday 6; week information counts Sunday 7.
  return (date.getUTCDay() - (firstDay % 7) + 7) % 7;
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function daysInMonth(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day of the week (Monday unless told) on or before a day. */
export function weekStart(day: string, firstDay: WeekDay = MONDAY): string {
  return addCalendarDays(day, -placeInWeek(day, firstDay));
}

/** The days a place shows, first to last: a week, or its month's whole weeks (at most six, 42 days). */
export function daysOf(place: CalendarPlace, firstDay: WeekDay = MONDAY): string[] {
  if (place.view === 'week') {
    const start = weekStart(place.day, firstDay);
    return Array.from({ length: 7 }, (_, i) => addCalendarDays(start, i));
  }
  const first = firstOfMonth(place.day);
  const last = addCalendarDays(first, daysInMonth(first) - 1);
  const start = weekStart(first, firstDay);
  const end = addCalendarDays(weekStart(last, firstDay), 6);
  const days: string[] = [];
  for (let day = start; day <= end; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** The range to ask the server for. */
export function rangeOf(place: CalendarPlace, firstDay: WeekDay = MONDAY): { from: string; to: string } {
  const days = daysOf(place, firstDay);
  return { from: days[0] as string, to: days.at(-1) as string };
}

/** The week or month before (-1) or after (1). */
export function shiftPlace(
  place: CalendarPlace,
  direction: 1 | -1,
  firstDay: WeekDay = MONDAY,
): CalendarPlace {
  if (place.view === 'week') {
    return { ...place, day: addCalendarDays(weekStart(place.day, firstDay), 7 * direction) };
  }
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

/** The heading of a place: "May 2026", or "May 4 – 10, 2026" for a week, as the page's language writes them. */
export function placeTitle(place: CalendarPlace, firstDay: WeekDay = MONDAY): string {
  if (place.view === 'month') return formatDay(place.day, { month: 'long', year: 'numeric' });
  const days = daysOf(place, firstDay);
  const range = dayFormatter({ month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    dateOf(days[0] as string),
    dateOf(days[6] as string),
  );
  // Newer ICU data puts thin spaces around the range's dash, older plain ones: one heading in every browser.
  return range.replace(/\u2009/g, ' ');
}

/** How an episode is named on a card: "S2 · E5", or "Movie release". */
export function entryMeta(entry: CalendarEntry): string {
  if (entry.media_type === 'movie') return translate('calendar', 'movieRelease');
  return translate('calendar', 'episodeMeta', { season: entry.season, episode: entry.episode });
}
