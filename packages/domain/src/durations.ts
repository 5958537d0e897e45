// Durations and their words, apart from the schemas so the web app can use them without the schema library.

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

function count(n: number, one: string, unit: string): string {
  return n === 1 ? one : `${n} ${unit}s`;
}

/**
 * A duration as a sentence says it ("15 minutes", "an hour", "24 hours"), so a text shown to people is built
 * from the constant it states and cannot drift from it. Whole hours read as hours (a link "valid for 24 hours"),
 * then whole minutes, then seconds.
 */
export function durationInWords(ms: number): string {
  if (ms >= HOUR_MS && ms % HOUR_MS === 0) return count(ms / HOUR_MS, 'an hour', 'hour');
  if (ms >= MINUTE_MS && ms % MINUTE_MS === 0) return count(ms / MINUTE_MS, 'a minute', 'minute');
  return count(ms / 1000, 'a second', 'second');
}

/** A rate's window as in "5 a minute", "3 an hour", "100 a day". */
export function perWindowInWords(windowMs: number): string {
  return windowMs === DAY_MS ? 'a day' : durationInWords(windowMs);
}

/** A size limit in whole megabytes, as in "at most 10 MB". */
export function megabytesInWords(bytes: number): string {
  return `${bytes / 1024 / 1024} MB`;
}
