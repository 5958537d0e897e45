import type { ImportFormat, ImportReport } from '@kinora/domain';
import { type MessageKey, translate } from '@/lib/i18n';

/** Where an import's titles can go, each with the words that say how many went there (a plural message). */
const PLACES = [
  ['watchLater', 'importedWatchLater'],
  ['watchHistory', 'importedWatchHistory'],
  ['ratings', 'importedRatings'],
  ['lists', 'importedLists'],
  ['hidden', 'importedHidden'],
] as const satisfies readonly (readonly [keyof ImportReport['imported'], MessageKey<'account'>])[];

/** How many of an import's titles went where, in words, leaving out the places nothing went to. */
export function importedParts(imported: ImportReport['imported']): string[] {
  return PLACES.filter(([place]) => imported[place] > 0).map(([place, key]) =>
    translate('account', key, { count: imported[place] }),
  );
}

/** Everything an import added, wherever it went. */
export const importedTotal = (imported: ImportReport['imported']) =>
  imported.watchLater + imported.watchHistory + imported.ratings + imported.lists + imported.hidden;

/** The name of each file format an import reads, as a catalogue key. */
export const IMPORT_FORMAT_KEYS = {
  letterboxd: 'formatLetterboxd',
  imdb: 'formatImdb',
  trakt: 'formatTrakt',
  kinora: 'formatKinora',
} as const satisfies Record<ImportFormat, MessageKey<'account'>>;
