import type { inferRouterInputs } from '@trpc/server';
import type { Deps } from '../deps';
import { getHomeFirstScreen, HOME_FIRST_SCREEN } from '../services/catalogue/home-first-screen';
import type { AppRouter } from './root';

type CatalogueInputs = inferRouterInputs<AppRouter>['catalogue'];

/** An answer embedded in the page, named by the tRPC procedure and input the web app's own query uses. */
type PrefetchedQuery = { path: string; input: unknown; data: unknown };

/**
 * The home page's first lists as tRPC answers, so the web app finds them in its query cache under the keys its
 * queries use, and the pictures to preload with them. The inputs are checked against the procedures' own.
 */
export async function prefetchHomeQueries(
  deps: Deps,
): Promise<{ queries: PrefetchedQuery[]; images: string[] }> {
  const screen = await getHomeFirstScreen(deps);
  const trendingInput: CatalogueInputs['trending'] = HOME_FIRST_SCREEN.hero;
  const categoryInput: CatalogueInputs['category'] = HOME_FIRST_SCREEN.firstRow;
  return {
    queries: [
      { path: 'catalogue.trending', input: trendingInput, data: screen.hero },
      { path: 'catalogue.category', input: categoryInput, data: screen.firstRow },
    ],
    images: screen.images,
  };
}
