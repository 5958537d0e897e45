import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { Deps } from '../deps';
import { withDeadline } from '../lib/deadline';
import {
  type FirstScreenImage,
  getHomeFirstScreen,
  HOME_FIRST_SCREEN,
} from '../services/catalogue/home-first-screen';
import { listContinueWatching } from '../services/continue-watching/list-continue-watching';
import { listPicks } from '../services/picks/list-picks';
import type { ActiveProfile } from '../services/users/public-user';
import type { AppRouter } from './root';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/**
 * Every query procedure's dotted path (`catalogue.trending`), read from the router's own definition: a path
 * that names no query (a renamed or removed procedure, or a mutation) fails the typecheck, as does an input or
 * an answer that is not the procedure's own.
 */
type QueryPath = {
  [Area in keyof AppRouter['_def']['record'] & string]: {
    [Name in keyof AppRouter['_def']['record'][Area] &
      string]: AppRouter['_def']['record'][Area][Name] extends {
      _def: { type: 'query' };
    }
      ? `${Area}.${Name}`
      : never;
  }[keyof AppRouter['_def']['record'][Area] & string];
}[keyof AppRouter['_def']['record'] & string];

type At<Tree, Path extends string> = Path extends `${infer Area}.${infer Name}`
  ? Area extends keyof Tree
    ? Name extends keyof Tree[Area]
      ? Tree[Area][Name]
      : never
    : never
  : never;

/** An answer embedded in the page, named by the tRPC procedure and input the web app's own query uses. */
export type PrefetchedQuery = { path: QueryPath; input: unknown; data: unknown };

/** One prefetched answer, its input and data typed by the procedure at `path`. */
function prefetched<Path extends QueryPath>(
  path: Path,
  input: At<Inputs, Path>,
  data: At<Outputs, Path>,
): PrefetchedQuery {
  return { path, input, data };
}

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
async function viewerRow<Path extends QueryPath>(
  deps: Deps,
  path: Path,
  work: Promise<At<Outputs, Path>>,
): Promise<PrefetchedQuery[]> {
  const settled = work.catch((error: unknown) => {
    deps.log.warn(
      { err: error, procedure: path },
      'home prefetch: a viewer row failed; the page will ask for it',
    );
    return undefined;
  });
  const data = await withDeadline(settled, VIEWER_ROWS_WAIT_MS, undefined);
  return data === undefined ? [] : [prefetched(path, undefined as At<Inputs, Path>, data)];
}

/**
 * The home page's first lists as tRPC answers, so the web app finds them in its query cache under the keys its
 * queries use, and the pictures to preload with them. The inputs are checked against the procedures' own.
 * With them the viewer's Continue watching and picks rows, so those render with the first paint too.
 */
export type HomePrefetch = { queries: PrefetchedQuery[]; images: FirstScreenImage[] };

export async function prefetchHomeQueries(deps: Deps, profile: ActiveProfile): Promise<HomePrefetch> {
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
