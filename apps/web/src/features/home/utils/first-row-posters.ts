import { FIRST_ROW_POSTERS_BY_WIDTH } from '@kinora/domain';

/** What a screen of unknown width shows: the server's render of the first screen draws every poster any screen would. */
export const POSTERS_ON_WIDEST_SCREEN =
  FIRST_ROW_POSTERS_BY_WIDTH[FIRST_ROW_POSTERS_BY_WIDTH.length - 1]!.count;

/**
 * How many posters of a home row this screen shows at once (the widest rule whose width the screen reaches). They
 * render with the page and load at once; the rest follow in the background and load lazily. The server preloads
 * the first row's by the same rule, so the two agree on every screen.
 */
export function postersOnScreen(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
    return POSTERS_ON_WIDEST_SCREEN;
  let count: number = FIRST_ROW_POSTERS_BY_WIDTH[0].count;
  for (const { query, count: shown } of widthQueries()) {
    if (query.matches) count = shown;
  }
  return count;
}

/** The width rules as live media queries, made once: a row asks on every render, and each one follows the screen. */
let queries: { query: MediaQueryList; count: number }[] | undefined;
function widthQueries() {
  queries ??= FIRST_ROW_POSTERS_BY_WIDTH.map(({ minWidthPx, count }) => ({
    query: window.matchMedia(`(min-width: ${minWidthPx}px)`),
    count,
  }));
  return queries;
}
