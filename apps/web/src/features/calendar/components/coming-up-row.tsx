import { addCalendarDays, CALENDAR, type CalendarEntry } from '@kinora/domain';
import { Link } from 'react-router';
import { Carousel } from '@/components/carousel';
import { PosterCard } from '@/components/poster-card';
import { type Translate, useT } from '@/lib/i18n';
import { titleHref } from '@/lib/links';
import { useCalendar } from '../api/calendar-api';
import { dayLabel, localToday } from '../utils/day-labels';

/**
 * The home page's "Coming up" row: what the profile follows that airs or comes out in the next
 * CALENDAR.COMING_UP_DAYS days, soonest first. Like Continue watching it is a shortcut, not content: nothing
 * shows while it loads, when it fails, or when nothing is coming.
 */
export function ComingUpRow() {
  // Its texts are in the home's catalogue, the one page that shows it: the home does not load the whole
  // calendar's catalogue for a row.
  const t = useT('home');
  const today = localToday();
  const calendar = useCalendar({ from: today, to: addCalendarDays(today, CALENDAR.COMING_UP_DAYS - 1) });
  const entries = (calendar.data ?? []).slice(0, CALENDAR.COMING_UP_MAX);
  if (entries.length === 0) return null;
  return (
    <Carousel
      title={t('comingUpHeading')}
      action={
        <Link to="/calendar" className="link text-sm">
          {t('comingUpCalendarLink')}
        </Link>
      }
    >
      {entries.map((entry) => (
        <PosterCard
          key={`${entry.media_type}-${entry.id}-${entry.season}-${entry.episode}`}
          href={titleHref(entry.media_type, entry.id, entry.title)}
          title={entry.title}
          imagePath={entry.poster_path}
          badge={entry.date === today ? t('comingUpToday') : dayLabel.short(entry.date)}
          meta={entry.episodeName ? `${metaOf(entry, t)} · ${entry.episodeName}` : metaOf(entry, t)}
        />
      ))}
    </Carousel>
  );
}

/** "S2 · E5", or "Movie release": the calendar's entryMeta, in the home's texts. */
function metaOf(entry: CalendarEntry, t: Translate<'home'>): string {
  if (entry.media_type === 'movie') return t('comingUpMovieRelease');
  return t('comingUpEpisodeMeta', { season: entry.season, episode: entry.episode });
}
