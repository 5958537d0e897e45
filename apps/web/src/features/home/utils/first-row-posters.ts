import { FIRST_ROW_POSTERS_BY_WIDTH } from '@kinora/domain';

/**
 * How many posters of a home row this screen shows at once (the widest rule whose width the screen reaches). They
 * render with the page and load at once; the rest follow in the background and load lazily. The server preloads
 * the first row's by the same rule, so the two agree on every screen.
 */
export function postersOnScreen(): number {
  const widest = FIRST_ROW_POSTERS_BY_WIDTH[FIRST_ROW_POSTERS_BY_WIDTH.length - 1]!.count;
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return widest;
  let count: number = FIRST_ROW_POSTERS_BY_WIDTH[0].count;
  for (const { minWidthPx, count: shown } of FIRST_ROW_POSTERS_BY_WIDTH) {
    if (window.matchMedia(`(min-width: ${minWidthPx}px)`).matches) count = shown;
  }
  return count;
}
