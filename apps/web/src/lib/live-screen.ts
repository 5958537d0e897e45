import { useEffect } from 'react';

/**
 * The server's first screen is still markup (decision 017): `#root` carries `data-server-screen`, `inert` and
 * `aria-hidden` until the app can answer on it. React adopts the page in passes: the shell first, then what lies
 * inside each Suspense boundary (every page does: the route table's). So the screen is made live by the page's
 * own first commit, not the shell's: before that, a click or a submit reaches markup no handler is on yet.
 */
export const SERVER_SCREEN_ATTRIBUTE = 'data-server-screen';
const STILL_SCREEN_ATTRIBUTES = [SERVER_SCREEN_ATTRIBUTE, 'inert', 'aria-hidden'] as const;

/** Makes the page's root live: clicks, focus and assistive technology reach it. Idempotent. */
export function showScreenLive(): void {
  const root = document.getElementById('root');
  if (!root) return;
  for (const attribute of STILL_SCREEN_ATTRIBUTES) root.removeAttribute(attribute);
}

/** For a page: its first commit makes the screen live (every later one finds it live already). */
export function useScreenLiveOnCommit(): void {
  useEffect(showScreenLive, []);
}
