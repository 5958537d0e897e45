import { IMAX_DIRECTOR, IMAX_FROM_YEAR } from '@kinora/domain';

/** Catalogue dates are calendar days ("2024-05-17"); a day counts from its start, UTC, as TMDB lists it. */
function dayStart(date: string | null | undefined): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

/** Play is offered only for a film already out: a release date before now. */
export function isReleased(releaseDate: string | null | undefined, now: number = Date.now()): boolean {
  const start = dayStart(releaseDate);
  return start !== null && start < now;
}

/** An episode (or anything dated) that has not aired yet. */
export function isUpcoming(date: string | null | undefined, now: number = Date.now()): boolean {
  const start = dayStart(date);
  return start !== null && start > now;
}

/** The IMAX link is for one director's films from IMAX_FROM_YEAR on. */
export function hasImaxRelease(
  directorIds: readonly number[],
  releaseDate: string | null | undefined,
): boolean {
  const year = releaseDate ? Number(releaseDate.slice(0, 4)) : Number.NaN;
  return directorIds.includes(IMAX_DIRECTOR.id) && year >= IMAX_FROM_YEAR;
}

const IMAX_SEARCH_URL = 'https://www.imax.com/search';

export function imaxSearchUrl(title: string): string {
  return `${IMAX_SEARCH_URL}?${new URLSearchParams({ q: title }).toString()}`;
}
