/** Calendar days in UTC: the catalogue's notion of "today" comes from an injected clock, never from Date.now. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 (UTC) for an epoch time in milliseconds. */
export function dayNumber(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS);
}

/** YYYY-MM-DD for a day number, the date format TMDB uses everywhere. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD of today plus `offsetDays` for an epoch time in milliseconds. */
export function isoDayFrom(epochMs: number, offsetDays = 0): string {
  return isoDay(dayNumber(epochMs) + offsetDays);
}

/** The calendar year (UTC) of a day number. */
export function yearOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}
