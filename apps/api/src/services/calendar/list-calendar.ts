import {
  AppError,
  type CalendarEntry,
  type CalendarRangeInput,
  calendarRangeProblem,
  isAppError,
} from '@kinora/domain';
import type { Deps } from '../../deps';
import { mapWithConcurrency } from '../../lib/concurrency';
import { type FollowedTitle, listFollowedTitles } from '../shared/followed-titles';
import { movieDates, showDates } from './title-dates';

/** Titles looked up at once: the catalogue is cached, but a cold start should not burst the upstream. */
const LOOKUPS_AT_ONCE = 6;
/** An upstream that cannot answer now: the calendar can do without that one title. */
const UPSTREAM_TROUBLE: ReadonlySet<string> = new Set(['UPSTREAM_FAILED', 'RATE_LIMITED']);

/**
 * The profile's calendar for a range of days (docs/product/calendar.md): the episodes of the shows it follows
 * and the releases of the movies on its watch-later list, by date, then title, season and episode.
 *
 * A title the catalogue no longer knows, or cannot answer for right now, is left out, so one bad title does not
 * blank the calendar; but when no title could be read the calendar would be a lie, so the failure is told.
 */
export async function listCalendar(
  deps: Deps,
  profileId: string,
  range: CalendarRangeInput,
): Promise<CalendarEntry[]> {
  const problem = calendarRangeProblem(range.from, range.to);
  if (problem) throw new AppError('BAD_INPUT', problem);
  const followed = (await listFollowedTitles(deps.db, [profileId])).get(profileId) ?? [];
  let answered = 0;
  let firstFailure: AppError | undefined;
  const found = await mapWithConcurrency(followed, LOOKUPS_AT_ONCE, async (title) => {
    try {
      const dates = await datesOf(deps, title, range);
      answered += 1;
      return dates;
    } catch (error) {
      if (!isAppError(error)) throw error;
      // Gone from the catalogue: an answer, and nothing to show.
      if (error.code === 'NOT_FOUND') {
        answered += 1;
        return [];
      }
      if (!UPSTREAM_TROUBLE.has(error.code)) throw error;
      firstFailure ??= error;
      deps.log.warn({ err: error, media: title.mediaType, id: title.tmdbId }, 'calendar: title left out');
      return [];
    }
  });
  if (firstFailure && answered === 0) throw firstFailure;
  return found.flat().sort(byDay);
}

function datesOf(deps: Deps, title: FollowedTitle, range: CalendarRangeInput) {
  return title.mediaType === 'movie'
    ? movieDates(deps.catalogue, title, range)
    : showDates(deps.catalogue, title, range);
}

function byDay(a: CalendarEntry, b: CalendarEntry): number {
  return (
    a.date.localeCompare(b.date) ||
    a.title.localeCompare(b.title) ||
    a.id - b.id ||
    (a.season ?? 0) - (b.season ?? 0) ||
    (a.episode ?? 0) - (b.episode ?? 0)
  );
}
