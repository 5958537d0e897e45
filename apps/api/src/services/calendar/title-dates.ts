import type { CalendarEntry, CalendarRangeInput, Season, TitleDetail } from '@kinora/domain';
import { titleOf } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import type { FollowedTitle } from '../shared/followed-titles';

const inRange = (day: string | null | undefined, range: CalendarRangeInput): day is string =>
  typeof day === 'string' && day >= range.from && day <= range.to;

/** A listed movie's day: its release, when that falls in the range. */
export async function movieDates(
  catalogue: Catalogue,
  followed: FollowedTitle,
  range: CalendarRangeInput,
): Promise<CalendarEntry[]> {
  const movie = await catalogue.details('movie', followed.tmdbId);
  if (!inRange(movie.release_date, range)) return [];
  return [
    {
      date: movie.release_date,
      media_type: 'movie',
      id: movie.id,
      title: titleOf(movie) || followed.title,
      season: null,
      episode: null,
      episodeName: null,
      poster_path: movie.poster_path ?? null,
    },
  ];
}

/**
 * A followed show's episodes that air in the range. The show is read once and only the seasons that can hold
 * such an episode after it (so a long-running show costs one or two season reads, not one per season).
 */
export async function showDates(
  catalogue: Catalogue,
  followed: FollowedTitle,
  range: CalendarRangeInput,
): Promise<CalendarEntry[]> {
  const show = await catalogue.details('tv', followed.tmdbId);
  const title = titleOf(show) || followed.title;
  const seasons = await Promise.all(
    seasonsOverlapping(show, range).map((s) => catalogue.season(show.id, s.season_number)),
  );
  return seasons.flatMap((season) =>
    season.episodes
      .filter((e) => inRange(e.air_date, range))
      .map((e) => ({
        date: e.air_date as string,
        media_type: 'tv' as const,
        id: show.id,
        title,
        season: e.season_number,
        episode: e.episode_number,
        episodeName: e.name || null,
        poster_path: show.poster_path ?? null,
      })),
  );
}

/**
 * The seasons that may have an episode in the range, judged from the show's own page: a season starts on its air
 * date and is over once the next one starts; the latest is over when the show has nothing scheduled and aired
 * last before the range. Specials (season 0) are left out: they are scattered over the years and would cost a read
 * for every show.
 */
export function seasonsOverlapping(show: TitleDetail, range: CalendarRangeInput): Season[] {
  const dated = (show.seasons ?? [])
    .filter((s) => s.season_number >= 1 && s.air_date)
    .sort((a, b) => a.season_number - b.season_number);
  const lastAired = (show as { last_air_date?: string | null }).last_air_date ?? null;
  const finished = !show.next_episode_to_air && lastAired !== null && lastAired < range.from;
  return dated.filter((season, i) => {
    const start = season.air_date as string;
    if (start > range.to) return false;
    const next = dated[i + 1];
    if (next) return (next.air_date as string) > range.from;
    return !finished;
  });
}
