import {
  type CatalogueItem,
  DEFAULT_LOCALE,
  isAppError,
  type MediaType,
  titleOf,
  type WatchTarget,
} from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import { catalogueInLanguage, catalogueLanguage } from '../catalogue/catalogue-language';
import type { ImportRow } from './import-row';

export type Match = { target: WatchTarget } | { reason: string };

const NOT_FOUND = 'no title in the catalogue matches it';

/** Case, accents and punctuation aside: "Amélie" and "amelie", "Spider-Man" and "Spider Man" are one title. */
export function normalTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function yearOf(item: CatalogueItem): number | undefined {
  const date = item.release_date || item.first_air_date;
  return date ? Number(date.slice(0, 4)) : undefined;
}

/**
 * The search hit a title and year name: the same title (normalised) in the same year, else one year off (a
 * festival premiere a year before the release), else the same title when the row has no year. Never a hit whose
 * title merely resembles the row's: a wrong title in someone's history is worse than a row reported unmatched.
 */
function bestHit(results: readonly CatalogueItem[], title: string, year: number | undefined) {
  const wanted = normalTitle(title);
  const sameTitle = results.filter(
    (r) =>
      normalTitle(titleOf(r)) === wanted || normalTitle(r.original_title ?? r.original_name ?? '') === wanted,
  );
  if (year === undefined) return sameTitle[0];
  return (
    sameTitle.find((r) => yearOf(r) === year) ??
    sameTitle.find((r) => {
      const y = yearOf(r);
      return y !== undefined && Math.abs(y - year) === 1;
    })
  );
}

async function exists(catalogue: Catalogue, media: MediaType, id: number): Promise<boolean> {
  try {
    await catalogue.details(media, id);
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

async function titleId(catalogue: Catalogue, row: ImportRow): Promise<number | string> {
  if (row.tmdbId !== undefined && (await exists(catalogue, row.media, row.tmdbId))) return row.tmdbId;
  if (row.imdbId !== undefined) {
    const found = await catalogue.findByImdbId(row.imdbId);
    if (found && found.media === row.media) return found.item.id;
  }
  if (row.title === '') return NOT_FOUND;
  const search = (inLanguage: Catalogue) => inLanguage.search(row.media, row.title, { includeAdult: false });
  const hit =
    bestHit((await search(catalogue)).results, row.title, row.year) ??
    // Files name titles in English or in their original language more often than in the viewer's (a French viewer's
    // list from an English-speaking site): their English names are tried next.
    ((await catalogueLanguage(catalogue)) === DEFAULT_LOCALE
      ? undefined
      : bestHit((await search(catalogueInLanguage(catalogue, DEFAULT_LOCALE))).results, row.title, row.year));
  return hit ? hit.id : NOT_FOUND;
}

/**
 * Finds the catalogue title a row names: by TMDB id when the file has one the catalogue knows, else by IMDb id,
 * else by title and year. An episode row names its show that way, then the season and episode numbers.
 * Catalogue outages are not the row's fault: they propagate and stop the import.
 */
export async function matchRow(catalogue: Catalogue, row: ImportRow): Promise<Match> {
  const id = await titleId(catalogue, row);
  if (typeof id === 'string') return { reason: id };
  if (row.media === 'tv' && row.season !== undefined && row.episode !== undefined) {
    return { target: { type: 'tv', id, season: row.season, episode: row.episode } };
  }
  return { target: { type: row.media, id } };
}
