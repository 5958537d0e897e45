import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser knows (how wide its screen is, what it supports), for a render. The server's render of
 * the first screen has no browser, so it uses `onServer`; the browser's first pass over that markup (hydration,
 * decision 017) must draw exactly the same, so it uses `onServer` too, and React renders again at once with the
 * browser's own value. Any later render reads the browser's. `read` must return the same value each time it is
 * asked (a number, a flag), and is asked on every render.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, read, () => onServer);
}
