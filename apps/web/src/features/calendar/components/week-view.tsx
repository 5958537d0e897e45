import type { CalendarEntry } from '@kinora/domain';
import { useT } from '@/lib/i18n';
import { dayLabel } from '../utils/day-labels';
import { CalendarEntryLink } from './calendar-entry-link';

interface WeekViewProps {
  days: readonly string[];
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  today: string;
}

/**
 * Seven days: side by side on a wide screen, one under the other on a phone, where a day without anything
 * takes a single line.
 */
export function WeekView({ days, byDay, today }: WeekViewProps) {
  const t = useT('calendar');
  return (
    <ol aria-label={t('weekDaysLabel')} className="grid gap-2 lg:grid-cols-7">
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        const isToday = day === today;
        return (
          <li
            key={day}
            aria-current={isToday ? 'date' : undefined}
            className={`min-w-0 rounded-lg border bg-surface p-2 lg:min-h-48 ${isToday ? 'border-accent' : 'border-line'}`}
          >
            <h3 className="flex items-baseline gap-2 px-1 text-sm font-semibold lg:flex-col lg:gap-0">
              <span className={isToday ? 'text-accent' : 'text-text'}>{dayLabel.weekday(day)}</span>
              <span className="text-muted">
                {dayLabel.monthDay(day)}
                {isToday && <span className="ms-1 text-accent">· {t('today')}</span>}
              </span>
            </h3>
            {entries.length > 0 ? (
              <ul className="mt-1 flex flex-col gap-1">
                {entries.map((entry) => (
                  <li key={`${entry.media_type}-${entry.id}-${entry.season}-${entry.episode}`}>
                    <CalendarEntryLink entry={entry} isStacked />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="sr-only">{t('nothingThisDay')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
