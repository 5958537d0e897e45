import type { Deps } from '../deps';
import type { ActiveProfile } from '../services/users/public-user';
import { prefetchHomeQueries } from './home-prefetch';
import { nothingPrefetched, type PagePrefetch } from './prefetched-query';
import { prefetchTitleQueries } from './title-prefetch';

/**
 * The answers (and pictures) a signed-in page's first screen needs, by the page's path and query, so they travel
 * with the page (decision 017): the home's first rows on `/`, a title's details on its page, nothing elsewhere.
 * app.ts hands this to the web-app plugin, which never names a procedure itself.
 */
export function prefetchPage(
  deps: Deps,
  profile: ActiveProfile,
  pathname: string,
  query: URLSearchParams,
): Promise<PagePrefetch> {
  switch (pathname) {
    case '/':
      return prefetchHomeQueries(deps, profile);
    case '/movie':
      return prefetchTitleQueries(deps, profile, 'movie', query.get('id'));
    case '/tv/details':
      return prefetchTitleQueries(deps, profile, 'tv', query.get('id'));
    default:
      return Promise.resolve(nothingPrefetched());
  }
}
