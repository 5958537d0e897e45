import type { MediaType } from '@kinora/domain';

/** Where an imported title goes. */
export type ImportList = 'watchLater' | 'watchHistory';

/**
 * One title read from an import file, before matching: what the file says about it. Ids are used when present
 * (TMDB's first, then IMDb's), else the title and year are searched. `at` is when it was watched or listed.
 */
export type ImportRow = {
  line: number;
  list: ImportList;
  media: MediaType;
  title: string;
  year?: number;
  tmdbId?: number;
  imdbId?: string;
  season?: number;
  episode?: number;
  at?: Date;
};

/** A row the reader could not use at all (a missing title, a bad date): it is reported, never guessed at. */
export type MalformedRow = { line: number; title: string; year?: number; malformed: string };

export type ReadRow = ImportRow | MalformedRow;

/** A batch of rows read from a file, with the bytes read so far (every reader yields these). */
export type FileBatch = { rows: ReadRow[]; bytes: number };

export const isMalformed = (row: ReadRow): row is MalformedRow => 'malformed' in row;
