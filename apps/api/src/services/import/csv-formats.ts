import type { ImportFormat, MediaType } from '@kinora/domain';
import type { ImportList, ReadRow } from './import-row';

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
const csvFormat = <const C extends string>(format: CsvFormat<C>): CsvFormat => format;

const text = (value: string | undefined) => value?.trim() ?? '';

function wholeNumber(value: string | undefined): number | undefined {
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

const IMDB_ID = /^tt\d{7,10}$/;

function base<C extends string>(record: CsvRecord<C>, line: number, titleColumn: C, yearColumn: C) {
  const title = text(record[titleColumn]);
  const year = wholeNumber(record[yearColumn]);
  return { line, title, ...(year !== undefined && year >= 1870 && year <= 2200 ? { year } : {}) };
}

/** A row the reader cannot use, with what it could read of it (for the report). */
function bad(row: { line: number; title: string; year?: number }, reason: string): ReadRow {
  return {
    line: row.line,
    title: row.title,
    ...(row.year !== undefined ? { year: row.year } : {}),
    malformed: reason,
  };
}

function dated(row: Omit<Extract<ReadRow, { list: ImportList }>, 'at'>, value: string | undefined): ReadRow {
  const at = dateOf(value);
  if (at === null) return bad(row, `the date '${text(value)}' is not a date`);
  return at === undefined ? row : { ...row, at };
}

/**
 * Letterboxd's export (letterboxd.com/settings/data): `watched.csv`, `diary.csv`, `ratings.csv` and
 * `watchlist.csv`, all with `Date,Name,Year,Letterboxd URI`; the diary adds `Watched Date`. Movies only, no ids.
 * The watchlist file fills the watch-later list, the others the watch history.
 */
function letterboxd(header: readonly string[], fileName: string): CsvFormat {
  const list: ImportList =
    !header.includes('Watched Date') && /watchlist/i.test(fileName) ? 'watchLater' : 'watchHistory';
  return csvFormat({
    format: 'letterboxd',
    columns: ['Name', 'Year', 'Watched Date', 'Date'],
    read(record, line) {
      const row = base(record, line, 'Name', 'Year');
      if (row.title === '') return bad(row, 'the row has no Name');
      return dated({ ...row, list, media: 'movie' }, record['Watched Date'] || record.Date);
    },
  });
}

const IMDB_MEDIA: Readonly<Record<string, MediaType>> = {
  movie: 'movie',
  tvMovie: 'movie',
  video: 'movie',
  short: 'movie',
  tvShort: 'movie',
  tvSpecial: 'movie',
  tvSeries: 'tv',
  tvMiniSeries: 'tv',
};

/**
 * IMDb's exports: ratings (`Const,Your Rating,Date Rated,Title,...,Title Type,...,Year,...`) and lists or the
 * watchlist (`Position,Const,Created,Modified,Description,Title,...`). `Const` is the IMDb id. A list with
 * `Position` (a list, the watchlist) fills the watch-later list; ratings fill the watch history.
 */
function imdb(header: readonly string[], fileName: string): CsvFormat {
  const list: ImportList =
    header.includes('Position') && !/ratings/i.test(fileName) ? 'watchLater' : 'watchHistory';
  return csvFormat({
    format: 'imdb',
    columns: ['Title', 'Year', 'Const', 'Title Type', 'Date Rated', 'Created'],
    read(record, line) {
      const row = base(record, line, 'Title', 'Year');
      const imdbId = text(record.Const);
      if (row.title === '' && imdbId === '') return bad(row, 'the row has no Const or Title');
      const type = text(record['Title Type']);
      const media = IMDB_MEDIA[type] ?? (type === '' ? 'movie' : undefined);
      if (media === undefined) {
        return bad({ ...row, title: row.title || imdbId }, `IMDb title type '${type}' cannot be imported`);
      }
      return dated(
        { ...row, list, media, ...(IMDB_ID.test(imdbId) ? { imdbId } : {}) },
        record['Date Rated'] || record.Created,
      );
    },
  });
}

/**
 * Trakt, in the CSV layout Trakt's exporters write (docs/product/export-and-import.md): `type` (movie, show or
 * episode), `title`, `year`, `imdb_id`, `tmdb_id`, `season`, `episode`, and `watched_at` (history) or
 * `listed_at` (watchlist). For an episode the ids and title are the show's.
 */
function trakt(header: readonly string[]): CsvFormat {
  const list: ImportList = header.includes('watched_at') ? 'watchHistory' : 'watchLater';
  return csvFormat({
    format: 'trakt',
    columns: ['title', 'year', 'type', 'tmdb_id', 'imdb_id', 'season', 'episode', 'watched_at', 'listed_at'],
    read(record, line) {
      const row = base(record, line, 'title', 'year');
      const type = text(record.type);
      if (type !== 'movie' && type !== 'show' && type !== 'episode') {
        return bad(row, `type must be movie, show or episode, not '${type}'`);
      }
      const tmdbId = wholeNumber(record.tmdb_id);
      const imdbId = text(record.imdb_id);
      if (row.title === '' && tmdbId === undefined && !IMDB_ID.test(imdbId)) {
        return bad(row, 'the row has no title and no id');
      }
      const season = wholeNumber(record.season);
      const episode = wholeNumber(record.episode);
      if (type === 'episode' && (season === undefined || episode === undefined)) {
        return bad(row, 'an episode needs its season and episode numbers');
      }
      return dated(
        {
          ...row,
          list,
          media: type === 'movie' ? 'movie' : 'tv',
          ...(tmdbId !== undefined && tmdbId > 0 ? { tmdbId } : {}),
          ...(IMDB_ID.test(imdbId) ? { imdbId } : {}),
          ...(type === 'episode' ? { season, episode } : {}),
        },
        record.watched_at || record.listed_at,
      );
    },
  });
}

/** Which service wrote a CSV file, from its header (and, where the header is shared, the file's name). */
export function csvFormatOf(header: readonly string[], fileName: string): CsvFormat | null {
  if (header.includes('Letterboxd URI') || (header.includes('Name') && header.includes('Year'))) {
    return letterboxd(header, fileName);
  }
  if (header.includes('Const') && header.includes('Title')) return imdb(header, fileName);
  if (header.includes('type') && (header.includes('watched_at') || header.includes('listed_at'))) {
    return trakt(header);
  }
  return null;
}
