import type { LocalKey, SessionKey } from '@kinora/domain';

export interface SafeStorage<Key extends string> {
  getItem(key: Key): string | null;
  setItem(key: Key, value: string): void;
  removeItem(key: Key): void;
  /** Calls `onChange` after every write through this wrapper (for `useStoredItem`); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/**
 * Web Storage throws when cookies are blocked, in some private modes and when the quota is full. The app must
 * keep working then, so the wrapper falls back to memory: the value then lasts until the page unloads.
 */
function createSafeStorage<Key extends string>(getStorage: () => Storage): SafeStorage<Key> {
  const memory = new Map<Key, string>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    getItem(key) {
      try {
        return getStorage().getItem(key);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    setItem(key, value) {
      try {
        getStorage().setItem(key, value);
      } catch {
        memory.set(key, value);
      }
      changed();
    },
    removeItem(key) {
      memory.delete(key);
      try {
        getStorage().removeItem(key);
      } catch {
        // Nothing stored there to remove.
      }
      changed();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

export const sessionStore = createSafeStorage<SessionKey>(() => window.sessionStorage);

/** Kept across visits on this browser (the mini game's best score). */
export const localStore = createSafeStorage<LocalKey>(() => window.localStorage);
