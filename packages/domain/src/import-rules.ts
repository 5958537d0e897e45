// Import limits and names, apart from the schemas so the web app can use them without the schema library.

/** An import reads at most 10 MB; a longer file is refused with a clear message, never half read silently. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Imports an account may start in an hour: each reads a file and asks the catalogue for every row. */
export const IMPORTS_PER_ACCOUNT_PER_HOUR = 20;
/**
 * A CSV header may name at most this many columns. The services' exports name a few dozen at most; a wider header is
 * refused before any row is read, so a file of thousands of empty columns costs nothing to turn away.
 */
export const IMPORT_MAX_COLUMNS = 64;
/** The report lists at most this many rows it could not import (and counts all of them). */
export const IMPORT_REPORT_MAX_ROWS = 2_000;

export const IMPORT_FORMATS = ['letterboxd', 'imdb', 'trakt', 'kinora'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_NAMES: Readonly<Record<ImportFormat, string>> = {
  letterboxd: 'Letterboxd CSV',
  imdb: 'IMDb CSV',
  trakt: 'Trakt CSV',
  kinora: 'Kinora export (JSON)',
};
