import { addCalendarDays, CALENDAR } from '@kinora/domain';
import { Link } from 'react-router';
import { Carousel } from '@/components/carousel';
import { PosterCard } from '@/components/poster-card';
import { useT } from '@/lib/i18n';
import { titleHref } from '@/lib/links';
import { useCalendar } from '../api/calendar-api';
import { dayLabel, entryMeta, localToday } from '../utils/calendar-days';

/**
 * The home page's "Coming up" row: what the profile follows that airs or comes out in the next
 * CALENDAR.COMING_UP_DAYS days, soonest first. Like Continue watching it is a shortcut, not content: nothing
 * shows while it loads, when it fails, or when nothing is coming.
 */
export function ComingUpRow() {
  const t = useT('calendar');
  const today = localToday();
  const calendar = useCalendar({ from: today, to: addCalendarDays(today, CALENDAR.COMING_UP_DAYS - 1) });
  const entries = (calendar.data ?? []).slice(0, CALENDAR.COMING_UP_MAX);
  if (entries.length === 0) return null;
  return (
    <Carousel
      title={t('comingUpHeading')}
      action={
        <Link to="/calendar" className="link text-sm">
          {t('calendarLink')}
        </Link>
      }
    >
      {entries.map((entry) => (
        <PosterCard
          key={`${entry.media_type}-${entry.id}-${entry.season}-${entry.episode}`}
          href={titleHref(entry.media_type, entry.id, entry.title)}
          title={entry.title}
          imagePath={entry.poster_path}
          badge={entry.date === today ? t('today') : dayLabel.short(entry.date)}
          meta={entry.episodeName ? `${entryMeta(entry)} · ${entry.episodeName}` : entryMeta(entry)}
        />
      ))}
    </Carousel>
  );
}
