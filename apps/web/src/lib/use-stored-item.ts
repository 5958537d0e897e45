import { useCallback, useSyncExternalStore } from 'react';
import type { SafeStorage } from './storage';

const nothingStored = () => null;

/**
 * A choice this tab or browser remembers (a selected tab, a search type), for a render, with its setter.
 *
 * The server's render of the first screen has no storage, so it draws the default; the browser's first pass over
 * that markup (hydration, decision 017) must draw the same, because React adopts the server's attributes as they are
 * (an `aria-selected` on the wrong tab would stay wrong). So that pass reads nothing stored, and React renders again
 * at once with the stored value. Any later render reads storage directly. Writes go through the setter (or any
 * write to the same wrapper), which re-renders every reader of the item.
 *
 * Whatever is derived from the value must not be written back from an effect: the effects of the adopting pass run
 * with the default and would overwrite the stored choice. Write only from what the viewer does.
 */
export function useStoredItem<Key extends string>(
  store: SafeStorage<Key>,
  key: Key | undefined,
): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    store.subscribe,
    () => (key === undefined ? null : store.getItem(key)),
    nothingStored,
  );
  const set = useCallback(
    (next: string) => {
      if (key !== undefined) store.setItem(key, next);
    },
    [store, key],
  );
  return [value, set];
}
