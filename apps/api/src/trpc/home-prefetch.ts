import type { Deps } from '../deps';
import { getHomeFirstScreen, HOME_FIRST_SCREEN } from '../services/catalogue/home-first-screen';
import { listContinueWatching } from '../services/continue-watching/list-continue-watching';
import { listPicks } from '../services/picks/list-picks';
import type { ActiveProfile } from '../services/users/public-user';
import {
  headStart,
  type PagePrefetch,
  type PrefetchedQuery,
  prefetched,
  type QueryInput,
  type QueryOutput,
  type QueryPath,
} from './prefetched-query';

/**
 * How long the page waits for the viewer's own rows. They sit above the category rows, so a row that arrives
 * after the first paint pushes the page down (a layout shift); a page that would wait longer than this goes
 * without them, and the rows ask for themselves.
 */
const VIEWER_ROWS_WAIT_MS = 400;

/** One of the viewer's rows (their queries take no input), or nothing when it fails or is late. */
async function viewerRow<Path extends QueryPath>(
  deps: Deps,
  path: Path,
  work: Promise<QueryOutput<Path>>,
): Promise<PrefetchedQuery[]> {
  const data = await headStart(deps, path, work, VIEWER_ROWS_WAIT_MS);
  return data === undefined ? [] : [prefetched(path, undefined as QueryInput<Path>, data)];
}

/**
 * The home page's first lists as tRPC answers, so the web app finds them in its query cache under the keys its
 * queries use, and the pictures to preload with them. The inputs are checked against the procedures' own.
 * With them the viewer's Continue watching and picks rows, so those render with the first paint too.
 */
export async function prefetchHomeQueries(deps: Deps, profile: ActiveProfile): Promise<PagePrefetch> {
  const [screen, continueWatching, picks] = await Promise.all([
    getHomeFirstScreen(deps, profile),
    viewerRow(deps, 'history.continueWatching', listContinueWatching(deps, profile.id)),
    viewerRow(deps, 'catalogue.picks', listPicks(deps, profile.id)),
  ]);
  return {
    queries: [
      prefetched('catalogue.trending', HOME_FIRST_SCREEN.hero, screen.hero),
      prefetched('catalogue.category', HOME_FIRST_SCREEN.firstRow, screen.firstRow),
      ...continueWatching,
      ...picks,
    ],
    images: screen.images,
  };
}
