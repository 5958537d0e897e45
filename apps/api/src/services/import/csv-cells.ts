import { CUSTOM_LISTS, type ImportFormat, RATINGS } from '@kinora/domain';
import type { ImportList, ImportRow, ReadRow, RowCustomList } from './import-row';

/** A CSV row by column name (the header's names, trimmed): only the columns its format reads. */
export type CsvRecord<C extends string = string> = Readonly<Partial<Record<C, string>>>;

export type CsvFormat<C extends string = string> = {
  format: Exclude<ImportFormat, 'kinora'>;
  /** The columns `read` looks at. Only these are taken from a row, so a row's cost never grows with its width. */
  columns: readonly C[];
  /** Turns one data row into a title to import, or says why it cannot. `line` is the row's line in the file. */
  read(record: CsvRecord<C>, line: number): ReadRow;
};

/** A format reading its `columns` and (the compiler checks) no other column. */
export const csvFormat = <const C extends string>(format: CsvFormat<C>): CsvFormat => format;

export const text = (value: string | undefined) => value?.trim() ?? '';

export function wholeNumber(value: string | undefined): number | undefined {
  const t = text(value);
  if (!/^\d{1,9}$/.test(t)) return undefined;
  return Number(t);
}

/** A date or a date-time as the services write them; undefined when empty, null when present but unreadable. */
function dateOf(value: string | undefined): Date | undefined | null {
  const t = text(value);
  if (t === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(t)) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(t) ? `${t}T00:00:00Z` : t.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

export const IMDB_ID = /^tt\d{7,10}$/;

export type RowBase = { line: number; title: string; year?: number };

export function base<C extends string>(
  record: CsvRecord<C>,
  line: number,
  titleColumn: C,
  yearColumn: C,
): RowBase {
  const title = text(record[titleColumn]);
  const year = wholeNumber(record[yearColumn]);
  return { line, title, ...(year !== undefined && year >= 1870 && year <= 2200 ? { year } : {}) };
}

/** A row the reader cannot use, with what it could read of it (for the report). */
export function bad(row: RowBase, reason: string): ReadRow {
  return {
    line: row.line,
    title: row.title,
    ...(row.year !== undefined ? { year: row.year } : {}),
    malformed: reason,
  };
}

export function dated(row: Omit<ImportRow, 'at'>, value: string | undefined): ReadRow {
  const at = dateOf(value);
  if (at === null) return bad(row, `the date '${text(value)}' is not a date`);
  return at === undefined ? row : { ...row, at };
}

const HALF_STARS = `${RATINGS.MIN_HALF_STARS} to ${RATINGS.MAX_HALF_STARS}`;

/**
 * A rating given in stars, in half steps (Letterboxd's 0.5 to 5): half stars 1..10; undefined when empty, a
 * reason when it is not such a rating.
 */
export function starRating(value: string | undefined): number | undefined | string {
  const t = text(value);
  if (t === '') return undefined;
  const halfStars = /^\d(\.\d+)?$/.test(t) ? Number(t) * 2 : Number.NaN;
  return Number.isInteger(halfStars) &&
    halfStars >= RATINGS.MIN_HALF_STARS &&
    halfStars <= RATINGS.MAX_HALF_STARS
    ? halfStars
    : `the rating '${t}' is not 0.5 to 5 stars in half steps`;
}

/** A rating out of ten (IMDb's, Trakt's): ten is five stars, so it is the number of half stars as it is. */
export function tenPointRating(value: string | undefined): number | undefined | string {
  const t = text(value);
  if (t === '') return undefined;
  const n = /^\d{1,2}$/.test(t) ? Number(t) : Number.NaN;
  return n >= RATINGS.MIN_HALF_STARS && n <= RATINGS.MAX_HALF_STARS
    ? n
    : `the rating '${t}' is not a whole number from ${HALF_STARS}`;
}

/** Text longer than a Kinora field holds is cut to fit (a review, a note): kept mostly is better than lost. */
export function cut(value: string | undefined, max: number): string {
  const t = text(value);
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

/** A list named after its file (IMDb's and Trakt's list exports): `lists/Best of 2024.csv` is "Best of 2024". */
export function listNamedAfter(fileName: string): RowCustomList {
  const name = cut(
    fileName
      .split(/[\\/]/)
      .at(-1)
      ?.replace(/\.csv$/i, ''),
    CUSTOM_LISTS.NAME_MAX_CHARS,
  );
  return { name: name || IMPORTED_LIST_NAME, description: '' };
}

/** The name of a list whose file came without a name. */
export const IMPORTED_LIST_NAME = 'Imported list';

/** The watch-later list's files are told from other lists by name ("watchlist.csv"). */
export const namedLikeWatchlist = (fileName: string) => /watch[\s_-]?list/i.test(fileName);

/** Where a list-shaped file (titles with a position or a listed date) goes: the watchlist, or a list of its own. */
export function listFileDestination(fileName: string): Pick<ImportRow, 'list' | 'customList'> {
  // A file sent without its name cannot name a list: it fills the watch-later list, as it always has.
  if (fileName.trim() === '' || namedLikeWatchlist(fileName)) return { list: 'watchLater' };
  return { list: 'customList', customList: listNamedAfter(fileName) };
}

/** The note a list row carries, cut to what a list's note holds; none when empty. */
export function noteOf(value: string | undefined): { note?: string } {
  const note = cut(value, CUSTOM_LISTS.NOTE_MAX_CHARS);
  return note === '' ? {} : { note };
}

export type { ImportList };
