import type { MediaType } from '@kinora/domain';
import {
  bad,
  base,
  type CsvFormat,
  csvFormat,
  dated,
  IMDB_ID,
  listFileDestination,
  noteOf,
  tenPointRating,
  text,
} from './csv-cells';
import type { ImportRow } from './import-row';

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
 * watchlist (`Position,Const,Created,Modified,Description,Title,...`). `Const` is the IMDb id. Ratings fill the
 * watch history and rate each title (IMDb's ten points are ten half stars); the watchlist (a file named like
 * `watchlist.csv`) fills the watch-later list, any other list one of the viewer's own lists named after the file,
 * each title with its `Description` as the note.
 */
export function imdb(header: readonly string[], fileName: string): CsvFormat {
  const destination: Pick<ImportRow, 'list' | 'customList'> =
    header.includes('Position') && !/ratings/i.test(fileName)
      ? listFileDestination(fileName)
      : { list: 'watchHistory' };
  return csvFormat({
    format: 'imdb',
    columns: ['Title', 'Year', 'Const', 'Title Type', 'Date Rated', 'Created', 'Your Rating', 'Description'],
    read(record, line) {
      const row = base(record, line, 'Title', 'Year');
      const imdbId = text(record.Const);
      if (row.title === '' && imdbId === '') return bad(row, 'the row has no Const or Title');
      const type = text(record['Title Type']);
      const media = IMDB_MEDIA[type] ?? (type === '' ? 'movie' : undefined);
      if (media === undefined) {
        return bad({ ...row, title: row.title || imdbId }, `IMDb title type '${type}' cannot be imported`);
      }
      const title = { ...row, media, ...(IMDB_ID.test(imdbId) ? { imdbId } : {}) };
      if (destination.list === 'customList')
        return { ...title, ...destination, ...noteOf(record.Description) };
      if (destination.list === 'watchLater') return dated({ ...title, ...destination }, record.Created);
      const halfStars = tenPointRating(record['Your Rating']);
      if (typeof halfStars === 'string') return bad(row, halfStars);
      return dated(
        { ...title, ...destination, ...(halfStars === undefined ? {} : { rating: { halfStars } }) },
        record['Date Rated'] || record.Created,
      );
    },
  });
}
