import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { Deps } from '../deps';
import { withDeadline } from '../lib/deadline';
import type { FirstScreenImage } from '../services/catalogue/home-first-screen';
import type { AppRouter } from './root';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/**
 * Every query procedure's dotted path (`catalogue.trending`), read from the router's own definition: a path
 * that names no query (a renamed or removed procedure, or a mutation) fails the typecheck, as does an input or
 * an answer that is not the procedure's own.
 */
export type QueryPath = {
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

/** The input of the query procedure at `Path`, as the router declares it. */
export type QueryInput<Path extends QueryPath> = At<Inputs, Path>;
/** The answer of the query procedure at `Path`, as the router declares it. */
export type QueryOutput<Path extends QueryPath> = At<Outputs, Path>;

/** An answer embedded in the page, named by the tRPC procedure and input the web app's own query uses. */
export type PrefetchedQuery = { path: QueryPath; input: unknown; data: unknown };

/** What a page carries with it: its first answers, and the pictures its first screen opens with. */
export type PagePrefetch = { queries: PrefetchedQuery[]; images: FirstScreenImage[] };

/** A page that carries nothing: it asks for its data itself, as every page did before decision 017. */
export function nothingPrefetched(): PagePrefetch {
  return { queries: [], images: [] };
}

/** One prefetched answer, its input and data typed by the procedure at `path`. */
export function prefetched<Path extends QueryPath>(
  path: Path,
  input: QueryInput<Path>,
  data: QueryOutput<Path>,
): PrefetchedQuery {
  return { path, input, data };
}

/**
 * `work`'s result, or undefined when it fails (logged) or is not there within `waitMs`: an embedded answer is
 * only a head start, and the page asks for whatever is missing itself, with its own error handling.
 */
export async function headStart<T>(
  deps: Deps,
  what: string,
  work: Promise<T>,
  waitMs: number,
): Promise<T | undefined> {
  const settled = work.catch((error: unknown) => {
    deps.log.warn({ err: error, what }, 'page prefetch: a read failed; the page will ask for it');
    return undefined;
  });
  return withDeadline(settled, waitMs, undefined);
}
