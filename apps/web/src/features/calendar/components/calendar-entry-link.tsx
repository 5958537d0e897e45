import type { CalendarEntry } from '@kinora/domain';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { titleHref } from '@/lib/links';
import { entryMeta } from '../utils/calendar-days';

/**
 * One item of a day: the title's poster, its name and what airs (season and episode, or the movie's release),
 * linking to the title's page. `isCompact` drops the picture and the episode name, for a month's small cells;
 * `isStacked` puts the picture above the words on a wide screen, for a week's narrow columns.
 */
export function CalendarEntryLink({
  entry,
  isCompact = false,
  isStacked = false,
}: {
  entry: CalendarEntry;
  isCompact?: boolean;
  isStacked?: boolean;
}) {
  const meta = entryMeta(entry);
  return (
    <Link
      to={titleHref(entry.media_type, entry.id, entry.title)}
      className={`group flex min-w-0 items-center gap-2 rounded-md p-1 hover:bg-raised focus-visible:outline-offset-0 ${isStacked ? 'lg:flex-col lg:items-start' : ''}`}
      title={`${entry.title} · ${meta}${entry.episodeName ? ` · ${entry.episodeName}` : ''}`}
    >
      {!isCompact && (
        <CatalogueImage
          path={entry.poster_path}
          alt=""
          fallbackLabel=""
          className="aspect-[2/3] w-10 shrink-0 rounded"
        />
      )}
      <span className="min-w-0 flex-1 lg:w-full">
        <span className="block truncate text-sm font-medium text-text group-hover:text-accent">
          {entry.title}
        </span>
        <span className="block truncate text-xs text-muted">
          {meta}
          {!isCompact && entry.episodeName ? ` · ${entry.episodeName}` : ''}
        </span>
      </span>
    </Link>
  );
}
