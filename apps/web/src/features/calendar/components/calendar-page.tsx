import { Link, useSearchParams } from 'react-router';
import { SegmentedControl } from '@/components/segmented-control';
import { Skeleton } from '@/components/skeleton';
import { useCalendar } from '../api/calendar-api';
import {
  type CalendarPlace,
  type CalendarView,
  daysOf,
  entriesByDay,
  localToday,
  placeTitle,
  rangeOf,
  readPlace,
  shiftPlace,
} from '../utils/calendar-days';
import { CalendarSubscribe } from './calendar-subscribe';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

const VIEW_OPTIONS = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const satisfies readonly { value: CalendarView; label: string }[];

/**
 * /calendar (docs/product/calendar.md): the episodes of the shows this profile follows and the releases of its
 * listed movies, by week or by month. The view and the day shown live in the address, so a link or a reload
 * opens the same page.
 */
export function CalendarPage() {
  const today = localToday();
  const [params, setParams] = useSearchParams();
  const place = readPlace(params.get('view'), params.get('date'), today);
  const go = (next: CalendarPlace) => setParams({ view: next.view, date: next.day }, { replace: true });
  const days = daysOf(place);
  const calendar = useCalendar(rangeOf(place));
  const entries = calendar.data ?? [];
  const byDay = entriesByDay(entries);
  const title = placeTitle(place);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <title>Calendar - Kinora</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Calendar</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl
            label="Calendar view"
            options={VIEW_OPTIONS}
            value={place.view}
            onChange={(view) => go({ view, day: place.day })}
          />
          <CalendarSubscribe />
        </div>
      </div>
      <nav aria-label="Calendar dates" className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-ghost min-h-9 px-3"
          aria-label={`Previous ${place.view}`}
          onClick={() => go(shiftPlace(place, -1))}
        >
          ‹
        </button>
        <button type="button" className="btn-ghost min-h-9 px-3" onClick={() => go({ ...place, day: today })}>
          Today
        </button>
        <button
          type="button"
          className="btn-ghost min-h-9 px-3"
          aria-label={`Next ${place.view}`}
          onClick={() => go(shiftPlace(place, 1))}
        >
          ›
        </button>
        <h2 aria-live="polite" className="ms-2 text-lg font-semibold">
          {title}
        </h2>
      </nav>
      <div className="mt-4" aria-busy={calendar.isFetching}>
        {calendar.isPending ? (
          <div role="status" aria-label="Loading" className="grid gap-2 lg:grid-cols-7">
            {days.slice(0, 7).map((day) => (
              <Skeleton key={day} className="h-24 lg:h-48" />
            ))}
          </div>
        ) : calendar.isError ? (
          <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-center">
            <p className="font-medium text-danger">The calendar could not be loaded.</p>
            <button type="button" className="btn-ghost" onClick={() => calendar.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            {entries.length === 0 && <EmptyCalendar view={place.view} />}
            {place.view === 'week' ? (
              <WeekView days={days} byDay={byDay} today={today} />
            ) : (
              <MonthView days={days} month={place.day.slice(0, 7)} byDay={byDay} today={today} />
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** Nothing in the days shown: what the calendar is made of, and where to add to it. */
function EmptyCalendar({ view }: { view: CalendarView }) {
  return (
    <div
      data-testid="empty-calendar"
      className="mb-4 rounded-lg border border-dashed border-line p-4 text-center"
    >
      <p className="font-medium">{`Nothing airs or comes out this ${view}.`}</p>
      <p className="mt-1 text-sm text-muted">
        Shows you watch or add to Watch later, and movies you add to it, appear here on their dates.{' '}
        <Link to="/search" className="link-inline">
          Find something to follow
        </Link>
      </p>
    </div>
  );
}
