import { CUSTOM_LISTS, RATINGS } from '@kinora/domain';
import {
  bad,
  base,
  type CsvFormat,
  type CsvRecord,
  csvFormat,
  cut,
  dated,
  listNamedAfter,
  namedLikeWatchlist,
  noteOf,
  starRating,
} from './csv-cells';
import type { ImportRow, RowCustomList } from './import-row';

/** The first line of a Letterboxd list export: `Letterboxd list export v7` (the version moves now and then). */
export const isLetterboxdListPreamble = (record: readonly string[]) =>
  record.length === 1 && /^letterboxd list export v\d+$/i.test(record[0]?.trim() ?? '');

/**
 * What a Letterboxd list export's preamble says of the list (`Date,Name,Tags,URL,Description` and one row of
 * them): its name and description. A list without a name is named after its file.
 */
export function letterboxdListOf(preamble: CsvRecord, fileName: string): RowCustomList {
  const name = cut(preamble.Name, CUSTOM_LISTS.NAME_MAX_CHARS);
  const description = cut(preamble.Description, CUSTOM_LISTS.DESCRIPTION_MAX_CHARS);
  return name === '' ? { ...listNamedAfter(fileName), description } : { name, description };
}

type Kind = 'watchLater' | 'watchHistory' | 'diary' | 'ratings' | 'reviews' | 'list';

/**
 * Which of Letterboxd's files this is, by its header (and, for the watchlist, its name): `watchlist.csv`,
 * `watched.csv` and `diary.csv` share `Date,Name,Year,Letterboxd URI`; the diary adds `Rating`, `Rewatch`, `Tags`
 * and `Watched Date`, `ratings.csv` adds `Rating` only, `reviews.csv` the diary's columns and `Review`; a list's
 * rows are `Position,Name,Year,URL,Description`.
 */
function kindOf(header: readonly string[], fileName: string, list: RowCustomList | undefined): Kind {
  if (list || (header.includes('Position') && !header.includes('Letterboxd URI'))) return 'list';
  if (header.includes('Review')) return 'reviews';
  if (header.includes('Watched Date')) return 'diary';
  if (header.includes('Rating')) return 'ratings';
  return namedLikeWatchlist(fileName) ? 'watchLater' : 'watchHistory';
}

/**
 * Letterboxd's export (letterboxd.com/settings/data). Movies only, no ids: rows are matched by title and year.
 * The watchlist fills the watch-later list; `watched.csv` and the diary the watch history (a diary entry's
 * rating rates the film too); `ratings.csv` and `reviews.csv` the ratings; a list export one of the viewer's own
 * lists, named as on Letterboxd (`list`, read from the file's preamble by the caller).
 */
export function letterboxd(header: readonly string[], fileName: string, list?: RowCustomList): CsvFormat {
  const kind = kindOf(header, fileName, list);
  const customList = list ?? listNamedAfter(fileName);
  return csvFormat({
    format: 'letterboxd',
    columns: ['Name', 'Year', 'Watched Date', 'Date', 'Rating', 'Review', 'Description'],
    read(record, line) {
      const row = base(record, line, 'Name', 'Year');
      if (row.title === '') return bad(row, 'the row has no Name');
      const title = { ...row, media: 'movie' as const };
      if (kind === 'list') {
        return { ...title, list: 'customList', customList, ...noteOf(record.Description) };
      }
      if (kind === 'watchLater' || kind === 'watchHistory') {
        return dated({ ...title, list: kind }, record['Watched Date'] || record.Date);
      }
      const halfStars = starRating(record.Rating);
      if (typeof halfStars === 'string') return bad(row, halfStars);
      if (kind === 'diary') {
        const rating = halfStars === undefined ? {} : { rating: { halfStars } };
        return dated({ ...title, list: 'watchHistory', ...rating }, record['Watched Date'] || record.Date);
      }
      const review = cut(record.Review, RATINGS.REVIEW_MAX_CHARS);
      if (halfStars === undefined) {
        // A rating holds a review; a review on its own has no place to go (docs/product/export-and-import.md).
        return bad(
          row,
          review
            ? 'a review without a rating is not imported: rate the film, then add it'
            : 'the row has no Rating',
        );
      }
      const rated: Omit<ImportRow, 'at'> = {
        ...title,
        list: 'ratings',
        rating: { halfStars, ...(review ? { review } : {}) },
      };
      // The day it was rated (or reviewed): Letterboxd's `Date`.
      return dated(rated, record.Date);
    },
  });
}
