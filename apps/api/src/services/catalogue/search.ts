import type { CatalogueItem, Page, SearchType } from '@kinora/domain';
import type { PersonListItem } from '@kinora/tmdb';
import type { Deps } from '../../deps';
import { recordSearch } from '../history/record-search';
import type { AuthState } from '../users/public-user';
import { bestImage, displayTitle, hasProfileImage, hasTitleImage } from './images';

export type SearchResult = Page<CatalogueItem | PersonListItem>;

/**
 * Searches movies, shows or people for a signed-in viewer: only results with an image, adult titles only when
 * the viewer opted in, in the catalogue's relevance order (the page sorts for display). The first (most relevant)
 * hit is remembered in the viewer's search history when the search came from our own site (see recordSearch).
 */
export async function searchCatalogue(
  deps: Deps,
  auth: AuthState,
  type: SearchType,
  query: string,
  page: number | undefined,
  origin: { sameSite: boolean },
): Promise<SearchResult> {
  const includeAdult = auth.user.adultContent;
  const raw =
    type === 'person'
      ? await deps.catalogue.searchPeople(query, { page, includeAdult })
      : await deps.catalogue.search(type, query, { page, includeAdult });
  const results = (raw.results as Array<CatalogueItem | PersonListItem>)
    .filter((item) => (type === 'person' ? hasProfileImage(item) : hasTitleImage(item as CatalogueItem)))
    .filter((item) => includeAdult || !item.adult);
  const first = results[0];
  if (first && (page ?? 1) === 1) {
    await recordSearch(
      deps,
      auth.userId,
      { type, id: first.id, title: displayTitle(first as CatalogueItem), image: bestImage(first) },
      query,
      origin,
    ).catch((error: unknown) => deps.log.warn({ err: error }, 'could not record search history'));
  }
  return { ...raw, results };
}
