import type { MediaType, ProfileAvatar } from '@kinora/domain';

/**
 * Where an imported title goes: the watch-later list, the watch history, the ratings, one of the viewer's own
 * lists (`customList` names it), or the titles hidden from Continue watching.
 */
export type ImportList = 'watchLater' | 'watchHistory' | 'ratings' | 'customList' | 'hidden';

/** A rating a row gives its title: half stars (1..10), and a review as written (plain text). */
export type RowRating = { halfStars: number; review?: string; spoiler?: boolean };

/** The viewer's own list a `customList` row goes to, by name (an existing list of that name is reused). */
export type RowCustomList = { name: string; description: string; public?: boolean };

/**
 * One title read from an import file, before matching: what the file says about it. Ids are used when present
 * (TMDB's first, then IMDb's), else the title and year are searched. `at` is when it was watched, listed, rated
 * or hidden. A row of another list may carry a `rating` too (a diary entry with its stars): it is rated besides.
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
  /** A watch-history row marked watched without a date ("I don't remember"): `at` is when it was marked. */
  dateUnknown?: true;
  rating?: RowRating;
  customList?: RowCustomList;
  note?: string;
};

/** A row the reader could not use at all (a missing title, a bad date): it is reported, never guessed at. */
export type MalformedRow = { line: number; title: string; year?: number; malformed: string };

export type ReadRow = ImportRow | MalformedRow;

/** One profile of a Kinora export (version 2): whose rows a batch holds. */
export type ExportedProfileRef = { name: string; main: boolean; kids: boolean; avatar: ProfileAvatar };

/**
 * A batch of rows read from a file, with the bytes read so far (every reader yields these). A Kinora export's
 * batches name the exported profile their rows belong to; without one, rows go to the importing profile.
 */
export type FileBatch = { rows: ReadRow[]; bytes: number; profile?: ExportedProfileRef };

export const isMalformed = (row: ReadRow): row is MalformedRow => 'malformed' in row;
