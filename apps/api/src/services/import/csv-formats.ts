import type { CsvFormat } from './csv-cells';
import { imdb } from './csv-imdb';
import { letterboxd } from './csv-letterboxd';
import { trakt } from './csv-trakt';
import type { RowCustomList } from './import-row';

export type { CsvFormat, CsvRecord } from './csv-cells';
export { isLetterboxdListPreamble, letterboxdListOf } from './csv-letterboxd';

/**
 * Which service wrote a CSV file, from its header (and, where the header is shared, the file's name). `list` is
 * what a Letterboxd list export's preamble said of the list, when the file had one.
 */
export function csvFormatOf(
  header: readonly string[],
  fileName: string,
  list?: RowCustomList,
): CsvFormat | null {
  if (list || header.includes('Letterboxd URI') || (header.includes('Name') && header.includes('Year'))) {
    return letterboxd(header, fileName, list);
  }
  if (header.includes('Const') && header.includes('Title')) return imdb(header, fileName);
  if (
    header.includes('type') &&
    (header.includes('watched_at') || header.includes('listed_at') || header.includes('rated_at'))
  ) {
    return trakt(header, fileName);
  }
  return null;
}
