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
  wholeNumber,
} from './csv-cells';
import type { ImportRow } from './import-row';

/** Which Trakt file this is: the history (`watched_at`), ratings (`rated_at`) or a list (`listed_at`). */
function destinationOf(header: readonly string[], fileName: string): Pick<ImportRow, 'list' | 'customList'> {
  if (header.includes('watched_at')) return { list: 'watchHistory' };
  if (header.includes('rated_at')) return { list: 'ratings' };
  return listFileDestination(fileName);
}

/**
 * Trakt, in the CSV layout Trakt's exporters write (docs/product/export-and-import.md): `type` (movie, show or
 * episode), `title`, `year`, `imdb_id`, `tmdb_id`, `season`, `episode`, and `watched_at` (history), `rated_at`
 * with `rating` out of ten (ratings: ten points are ten half stars) or `listed_at` (the watchlist, for a file named
 * like it, else one of the viewer's own lists named after the file, with each title's `notes`). For an episode the
 * ids and title are the show's.
 */
export function trakt(header: readonly string[], fileName: string): CsvFormat {
  const destination = destinationOf(header, fileName);
  return csvFormat({
    format: 'trakt',
    columns: [
      'title',
      'year',
      'type',
      'tmdb_id',
      'imdb_id',
      'season',
      'episode',
      'watched_at',
      'listed_at',
      'rated_at',
      'rating',
      'notes',
    ],
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
      const title = {
        ...row,
        ...destination,
        media: type === 'movie' ? ('movie' as const) : ('tv' as const),
        ...(tmdbId !== undefined && tmdbId > 0 ? { tmdbId } : {}),
        ...(IMDB_ID.test(imdbId) ? { imdbId } : {}),
        ...(type === 'episode' ? { season, episode } : {}),
      };
      if (destination.list === 'customList') {
        if (type === 'episode') return bad(row, 'a list holds movies and shows, not single episodes');
        return dated({ ...title, ...noteOf(record.notes) }, record.listed_at);
      }
      if (destination.list === 'ratings') {
        const halfStars = tenPointRating(record.rating);
        if (typeof halfStars === 'string') return bad(row, halfStars);
        if (halfStars === undefined) return bad(row, 'the row has no rating');
        return dated({ ...title, rating: { halfStars } }, record.rated_at);
      }
      return dated(title, record.watched_at || record.listed_at);
    },
  });
}
