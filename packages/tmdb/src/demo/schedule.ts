import type { TvRecord } from './tv-records';

/**
 * A show's broadcast calendar for a given day. Seasons air weekly on the show's weekday; the latest season is
 * placed relative to the most recent such weekday, earlier seasons are laid out backwards with breaks.
 */

const WEEK_DAYS = 7;

export type SeasonSlot = { number: number; startDay: number; episodeCount: number };

export type ShowSchedule = {
  seasons: SeasonSlot[];
  /** Day of the first episode of season 1. */
  firstAirDay: number;
  /** Latest episode on or before today, if any. */
  lastAired?: { season: number; episode: number; day: number };
  /** First episode after today, if any. */
  nextToAir?: { season: number; episode: number; day: number };
};

/** The most recent day (today included) that falls on `weekday`. */
export function anchorDay(today: number, weekday: number): number {
  return today - ((((today - weekday) % WEEK_DAYS) + WEEK_DAYS) % WEEK_DAYS);
}

export function episodeDay(season: SeasonSlot, episode: number): number {
  return season.startDay + WEEK_DAYS * (episode - 1);
}

export function scheduleFor(record: TvRecord, today: number): ShowSchedule {
  const count = record.episodeCounts.length;
  const starts = new Array<number>(count);
  starts[count - 1] = anchorDay(today, record.weekday) + WEEK_DAYS * record.latestStartWeeks;
  for (let n = count - 1; n >= 1; n--) {
    const episodes = record.episodeCounts[n - 1] ?? 1;
    const gap = record.gapWeeks[n - 1] ?? 0;
    starts[n - 1] = (starts[n] ?? 0) - WEEK_DAYS * (episodes - 1 + gap);
  }
  const seasons = record.episodeCounts.map((episodeCount, i) => ({
    number: i + 1,
    startDay: starts[i] ?? 0,
    episodeCount,
  }));
  return { seasons, firstAirDay: seasons[0]?.startDay ?? 0, ...aroundToday(seasons, today) };
}

function aroundToday(seasons: SeasonSlot[], today: number): Pick<ShowSchedule, 'lastAired' | 'nextToAir'> {
  let lastAired: ShowSchedule['lastAired'];
  let nextToAir: ShowSchedule['nextToAir'];
  for (const season of seasons) {
    for (let episode = 1; episode <= season.episodeCount; episode++) {
      const day = episodeDay(season, episode);
      if (day <= today) lastAired = { season: season.number, episode, day };
      else if (!nextToAir) nextToAir = { season: season.number, episode, day };
    }
  }
  return { lastAired, nextToAir };
}

/** Whether any episode airs on a day in [from, to] (both included), by arithmetic rather than listing. */
export function airsBetween(schedule: ShowSchedule, from: number, to: number): boolean {
  return schedule.seasons.some((season) => {
    const firstIndex = Math.max(0, Math.ceil((from - season.startDay) / WEEK_DAYS));
    return firstIndex < season.episodeCount && season.startDay + WEEK_DAYS * firstIndex <= to;
  });
}

/** Whether the latest season has an episode airing exactly on `day` (TMDB's "airing today"). */
export function latestSeasonAirsOn(schedule: ShowSchedule, day: number): boolean {
  const latest = schedule.seasons[schedule.seasons.length - 1];
  if (!latest) return false;
  const offset = day - latest.startDay;
  return offset >= 0 && offset % WEEK_DAYS === 0 && offset / WEEK_DAYS < latest.episodeCount;
}
