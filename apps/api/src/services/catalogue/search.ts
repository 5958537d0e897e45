import {
  type CatalogueItem,
  hasProfileImage,
  hasTitleImage,
  type Page,
  type PersonListItem,
  type SearchType,
  titleOf,
  type WatchRegion,
} from '@kinora/domain';
import type { Deps } from '../../deps';
import { recordSearch } from '../history/record-search';
import { keepOnMyServices } from '../my-services/on-my-services';
import { bestImage } from '../shared/catalogue-images';
import type { AuthState } from '../users/public-user';
import { pageForAudience, peopleForAudience } from './kids-filter';

type SearchResult = Page<CatalogueItem> | Page<PersonListItem>;

/**
 * Searches movies, shows or people for a signed-in viewer: only results with an image, adult titles only when
 * the viewer opted in, only what a kids profile may see (kids-filter.ts: titles, and people's known-for titles),
 * in the catalogue's relevance order (the page sorts for display). The first (most relevant)
 * hit is remembered in the viewer's search history when the search came from our own site (see recordSearch).
 * With `onMyServices`, a title search keeps only the page's titles streaming on the viewer's services
 * (docs/product/my-services.md); a people search ignores it.
 */
export async function searchCatalogue(
  deps: Deps,
  auth: AuthState,
  type: SearchType,
  query: string,
  page: number | undefined,
  origin: { sameSite: boolean },
  filter: { onMyServices?: boolean; region?: WatchRegion } = {},
): Promise<SearchResult> {
  const options = { page, includeAdult: auth.user.adultContent };
  let result: SearchResult =
    type === 'person'
      ? await peopleForAudience(
          deps,
          auth.profile,
          listable(await deps.catalogue.searchPeople(query, options), hasProfileImage, options.includeAdult),
        )
      : await pageForAudience(
          deps,
          auth.profile,
          type,
          listable(await deps.catalogue.search(type, query, options), hasTitleImage, options.includeAdult),
        );
  if (filter.onMyServices && type !== 'person') {
    const titles = result as Page<CatalogueItem>;
    const results = await keepOnMyServices(deps, auth.profileId, filter.region, titles.results, (item) => ({
      media: type,
      id: item.id,
    }));
    result = { ...titles, results };
  }
  const first = result.results[0];
  if (first && (page ?? 1) === 1) {
    const hit = { type, id: first.id, title: titleOf(first), image: bestImage(first) };
    await recordSearch(deps, auth.profileId, hit, query, origin).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not record search history'),
    );
  }
  return result;
}

/**
 * What a search may list: results with a picture, and adult ones only for a viewer who opted in. The catalogue
 * is asked to leave adult titles out already; this holds even when an upstream answer ignores that.
 */
function listable<T extends { adult?: boolean }>(
  answer: Page<T>,
  hasImage: (item: T) => boolean,
  includeAdult: boolean,
): Page<T> {
  return {
    ...answer,
    results: answer.results.filter((item) => hasImage(item) && (includeAdult || !item.adult)),
  };
}
