import { i18n } from '@/lib/i18n';

/**
 * Names of the first `limit` known genres among `ids`, in the order given, in the page's language (the domain's
 * genreNamesIn). The names are in the home's catalogue, written there at build from the domain's table
 * (i18n-catalogs.ts, `genre<id>` for every id of GENRES): the page ships its own language's names, not the table
 * of all eight. Read by id, so not through useT's typed keys; an id the catalogue does not name is skipped.
 */
export function genreLabels(ids: readonly number[], limit: number): string[] {
  const names: string[] = [];
  for (const id of ids) {
    const key = `home.genre${id}`;
    if (Object.hasOwn(i18n.messages, key)) names.push(i18n._(key));
    if (names.length >= limit) break;
  }
  return names;
}
