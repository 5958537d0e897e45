import type { MovieRecord } from './movie-records';
import { type ShowSchedule, scheduleFor } from './schedule';
import type { TvRecord } from './tv-records';

/**
 * The demo catalogue as seen on one calendar day: release days, broadcast calendars and the sorted lists that
 * depend on them. Built piece by piece on demand and thrown away when the day changes.
 */
export type DayView = {
  day: number;
  releaseDay(movie: MovieRecord): number;
  schedule(show: TvRecord): ShowSchedule;
  /** Memoises a day-dependent computation (a sorted list) under a key. */
  memo<T>(key: string, build: () => T): T;
};

export function createDayView(day: number): DayView {
  const schedules = new Map<number, ShowSchedule>();
  const memos = new Map<string, unknown>();
  return {
    day,
    releaseDay: (movie) => day + movie.releaseOffset,
    schedule(show) {
      let schedule = schedules.get(show.index);
      if (!schedule) {
        schedule = scheduleFor(show, day);
        schedules.set(show.index, schedule);
      }
      return schedule;
    },
    memo<T>(key: string, build: () => T): T {
      if (!memos.has(key)) memos.set(key, build());
      return memos.get(key) as T;
    },
  };
}
