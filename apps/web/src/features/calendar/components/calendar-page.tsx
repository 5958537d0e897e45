import { Link, useSearchParams } from 'react-router';
import { OutlineIcon } from '@/components/outline-icon';
import { SegmentedControl } from '@/components/segmented-control';
import { Skeleton } from '@/components/skeleton';
import { type MessageKey, useT } from '@/lib/i18n';
import { useCalendar } from '../api/calendar-api';
import {
  type CalendarPlace,
  type CalendarView,
  daysOf,
  entriesByDay,
  firstDayOfWeek,
  placeTitle,
  rangeOf,
  readPlace,
  shiftPlace,
} from '../utils/calendar-days';
import { localToday } from '../utils/day-labels';
import { CalendarSubscribe } from './calendar-subscribe';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

const VIEW_OPTIONS = [
  { value: 'week', label: 'viewWeek' },
  { value: 'month', label: 'viewMonth' },
] as const satisfies readonly { value: CalendarView; label: MessageKey<'calendar'> }[];

/**
 * A chevron that points back (`-1`) or forward (`1`): left and right in a left-to-right page, mirrored in a
 * right-to-left one, where the week before is on the right.
 */
function StepIcon({ direction }: { direction: -1 | 1 }) {
  return (
    <OutlineIcon className="size-4 rtl:-scale-x-100">
      <path
        d={direction === -1 ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </OutlineIcon>
  );
}

/**
 * /calendar (docs/product/calendar.md): the episodes of the shows this profile follows and the releases of its
 * listed movies, by week or by month. The view and the day shown live in the address, so a link or a reload
 * opens the same page.
 */
export function CalendarPage() {
  const t = useT('calendar');
  const today = localToday();
  const firstDay = firstDayOfWeek();
  const [params, setParams] = useSearchParams();
  const place = readPlace(params.get('view'), params.get('date'), today);
  const go = (next: CalendarPlace) => setParams({ view: next.view, date: next.day }, { replace: true });
  const days = daysOf(place, firstDay);
  const calendar = useCalendar(rangeOf(place, firstDay));
  const entries = calendar.data ?? [];
  const byDay = entriesByDay(entries);
  const title = placeTitle(place, firstDay);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('documentTitle')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl
            label={t('viewLabel')}
            options={VIEW_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
            value={place.view}
            onChange={(view) => go({ view, day: place.day })}
          />
          <CalendarSubscribe />
        </div>
      </div>
      <nav aria-label={t('datesLabel')} className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-ghost min-h-9 px-3"
          aria-label={t('previousPlace', { view: place.view })}
          onClick={() => go(shiftPlace(place, -1, firstDay))}
        >
          <StepIcon direction={-1} />
        </button>
        <button type="button" className="btn-ghost min-h-9 px-3" onClick={() => go({ ...place, day: today })}>
          {t('today')}
        </button>
        <button
          type="button"
          className="btn-ghost min-h-9 px-3"
          aria-label={t('nextPlace', { view: place.view })}
          onClick={() => go(shiftPlace(place, 1, firstDay))}
        >
          <StepIcon direction={1} />
        </button>
        <h2 aria-live="polite" className="ms-2 text-lg font-semibold">
          {title}
        </h2>
      </nav>
      <div className="mt-4" aria-busy={calendar.isFetching}>
        {calendar.isPending ? (
          <div role="status" aria-label={t('loading')} className="grid gap-2 lg:grid-cols-7">
            {days.slice(0, 7).map((day) => (
              <Skeleton key={day} className="h-24 lg:h-48" />
            ))}
          </div>
        ) : calendar.isError ? (
          <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-center">
            <p className="font-medium text-danger">{t('loadError')}</p>
            <button type="button" className="btn-ghost" onClick={() => calendar.refetch()}>
              {t('tryAgain')}
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
  const t = useT('calendar');
  return (
    <div
      data-testid="empty-calendar"
      className="mb-4 rounded-lg border border-dashed border-line p-4 text-center"
    >
      <p className="font-medium">{t('emptyTitle', { view })}</p>
      <p className="mt-1 text-sm text-muted">
        {t('emptyHint')}{' '}
        <Link to="/search" className="link-inline">
          {t('findSomething')}
        </Link>
      </p>
    </div>
  );
}
