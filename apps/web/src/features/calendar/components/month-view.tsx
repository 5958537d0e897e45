import type { CalendarEntry } from '@kinora/domain';
import { useT } from '@/lib/i18n';
import { dayLabel } from '../utils/day-labels';
import { CalendarEntryLink } from './calendar-entry-link';

interface MonthViewProps {
  days: readonly string[];
  /** The month shown, `YYYY-MM`: days of the weeks around it are dimmed. */
  month: string;
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  today: string;
}

/** Items a cell lists before "+N more": a cell stays a cell. */
const CELL_ITEMS = 3;
const keyOf = (entry: CalendarEntry) => `${entry.media_type}-${entry.id}-${entry.season}-${entry.episode}`;

/**
 * A month: a grid of whole weeks on a tablet or wider; on a phone, where seven columns would be too narrow to
 * read, the days that have something, as a list.
 */
export function MonthView({ days, month, byDay, today }: MonthViewProps) {
  const t = useT('calendar');
  // The grid's first row names its columns: the week starts where the viewer's week starts.
  const weekdays = days.slice(0, 7).map((day) => ({ day, name: dayLabel.weekday(day) }));
  const busyDays = days.filter((day) => day.startsWith(month) && (byDay.get(day)?.length ?? 0) > 0);
  return (
    <>
      <div className="hidden md:block">
        <div
          aria-hidden="true"
          className="grid grid-cols-7 gap-1 pb-1 text-center text-xs font-semibold text-muted"
        >
          {weekdays.map(({ day, name }) => (
            <span key={day}>{name}</span>
          ))}
        </div>
        <ol aria-label={t('monthDaysLabel')} className="grid grid-cols-7 gap-1">
          {days.map((day) => {
            const entries = byDay.get(day) ?? [];
            const isToday = day === today;
            const isOutside = !day.startsWith(month);
            return (
              <li
                key={day}
                aria-current={isToday ? 'date' : undefined}
                aria-label={dayLabel.long(day)}
                className={`min-h-28 min-w-0 rounded-lg border bg-surface p-1 ${isToday ? 'border-accent' : 'border-line'} ${isOutside ? 'opacity-50' : ''}`}
              >
                <span
                  className={`block px-1 text-xs font-semibold ${isToday ? 'text-accent' : 'text-muted'}`}
                >
                  {dayLabel.number(day)}
                </span>
                <ul className="flex flex-col">
                  {entries.slice(0, CELL_ITEMS).map((entry) => (
                    <li key={keyOf(entry)}>
                      <CalendarEntryLink entry={entry} isCompact />
                    </li>
                  ))}
                </ul>
                {entries.length > CELL_ITEMS && (
                  <p className="px-1 text-xs text-muted">
                    {t('moreItems', { count: entries.length - CELL_ITEMS })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      {busyDays.length === 0 && (
        <p className="py-6 text-center text-muted md:hidden">{t('nothingThisMonth')}</p>
      )}
      <ol aria-label={t('busyDaysLabel')} className="flex flex-col gap-3 md:hidden">
        {busyDays.map((day) => (
          <li key={day} aria-current={day === today ? 'date' : undefined}>
            <h3 className={`px-1 text-sm font-semibold ${day === today ? 'text-accent' : 'text-text'}`}>
              {dayLabel.long(day)}
              {day === today && ` · ${t('today')}`}
            </h3>
            <ul className="mt-1 flex flex-col gap-1 rounded-lg border border-line bg-surface p-1">
              {(byDay.get(day) ?? []).map((entry) => (
                <li key={keyOf(entry)}>
                  <CalendarEntryLink entry={entry} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}
