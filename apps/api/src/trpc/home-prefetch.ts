import type { inferRouterInputs } from '@trpc/server';
import type { Deps } from '../deps';
import { withDeadline } from '../lib/deadline';
import { getHomeFirstScreen, HOME_FIRST_SCREEN } from '../services/catalogue/home-first-screen';
import { listContinueWatching } from '../services/continue-watching/list-continue-watching';
import { listPicks } from '../services/picks/list-picks';
import type { AppRouter } from './root';

type CatalogueInputs = inferRouterInputs<AppRouter>['catalogue'];

/** An answer embedded in the page, named by the tRPC procedure and input the web app's own query uses. */
type PrefetchedQuery = { path: string; input: unknown; data: unknown };

/**
 * How long the page waits for the viewer's own rows. They sit above the category rows, so a row that arrives
 * after the first paint pushes the page down (a layout shift); a page that would wait longer than this goes
 * without them, and the rows ask for themselves.
 */
const VIEWER_ROWS_WAIT_MS = 400;

/**
 * One of the viewer's rows, or nothing when it fails (logged) or is late: it is only a head start, and the row
 * asks for itself, with its own error handling, when it is missing.
 */
async function viewerRow(deps: Deps, path: string, work: Promise<unknown>): Promise<PrefetchedQuery[]> {
  const settled = work.catch((error: unknown) => {
    deps.log.warn(
      { err: error, procedure: path },
      'home prefetch: a viewer row failed; the page will ask for it',
    );
    return undefined;
  });
  const data = await withDeadline(settled, VIEWER_ROWS_WAIT_MS, undefined);
  return data === undefined ? [] : [{ path, input: undefined, data }];
}

/**
 * The home page's first lists as tRPC answers, so the web app finds them in its query cache under the keys its
 * queries use, and the pictures to preload with them. The inputs are checked against the procedures' own.
 * With them the viewer's Continue watching and picks rows, so those render with the first paint too.
 */
export async function prefetchHomeQueries(
  deps: Deps,
  userId: string,
): Promise<{ queries: PrefetchedQuery[]; images: string[] }> {
  const [screen, continueWatching, picks] = await Promise.all([
    getHomeFirstScreen(deps),
    viewerRow(deps, 'history.continueWatching', listContinueWatching(deps, userId)),
    viewerRow(deps, 'catalogue.picks', listPicks(deps, userId)),
  ]);
  const trendingInput: CatalogueInputs['trending'] = HOME_FIRST_SCREEN.hero;
  const categoryInput: CatalogueInputs['category'] = HOME_FIRST_SCREEN.firstRow;
  return {
    queries: [
      { path: 'catalogue.trending', input: trendingInput, data: screen.hero },
      { path: 'catalogue.category', input: categoryInput, data: screen.firstRow },
      ...continueWatching,
      ...picks,
    ],
    images: screen.images,
  };
}
