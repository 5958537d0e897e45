import { SESSION_KEYS } from '@kinora/domain';
import { sessionStore } from '@/lib/storage';

/** Where a viewer left a TV page for the player: the open season and how far down the page they were. */
export interface ReturnPoint {
  season: number;
  scrollY: number;
}

const TRUE = 'true';

/** Stored just before an episode's Play link leaves the page, under the product's own session keys. */
export function rememberReturnPoint(season: number, scrollY: number): void {
  sessionStore.setItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE, TRUE);
  sessionStore.setItem(SESSION_KEYS.OPEN_SEASON, String(season));
  sessionStore.setItem(SESSION_KEYS.TV_SCROLL_Y, String(Math.max(0, Math.round(scrollY))));
}

/** The stored return point, when the viewer is coming back from the player; null otherwise. */
export function readReturnPoint(): ReturnPoint | null {
  if (sessionStore.getItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE) !== TRUE) return null;
  const season = Number(sessionStore.getItem(SESSION_KEYS.OPEN_SEASON) ?? Number.NaN);
  if (!Number.isInteger(season) || season < 0) return null;
  const scrollY = Number(sessionStore.getItem(SESSION_KEYS.TV_SCROLL_Y));
  return { season, scrollY: Number.isFinite(scrollY) && scrollY > 0 ? scrollY : 0 };
}

/** Once restored (or found unusable) the return point is spent: a later visit opens the page fresh. */
export function clearReturnFlag(): void {
  sessionStore.setItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE, 'false');
}
