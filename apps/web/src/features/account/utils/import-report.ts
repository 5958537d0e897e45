import type { ImportReport } from '@kinora/domain';

/** How many of an import's titles went where, in words, leaving out the places nothing went to. */
export function importedParts(imported: ImportReport['imported']): string[] {
  const parts: [number, string][] = [
    [imported.watchLater, 'to watch later'],
    [imported.watchHistory, 'to your watch history'],
    [imported.ratings, imported.ratings === 1 ? 'rating' : 'ratings'],
    [imported.lists, 'to your lists'],
    [imported.hidden, 'hidden from Continue watching'],
  ];
  return parts.filter(([count]) => count > 0).map(([count, where]) => `${count} ${where}`);
}

/** Everything an import added, wherever it went. */
export const importedTotal = (imported: ImportReport['imported']) =>
  imported.watchLater + imported.watchHistory + imported.ratings + imported.lists + imported.hidden;
