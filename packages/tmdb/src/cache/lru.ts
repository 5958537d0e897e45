import { LRUCache } from 'lru-cache';

/**
 * lru-cache bounded to `maxEntries`, forgetting its least recently used entry first, with a callback for each
 * entry it drops to stay within the bound (the cache's eviction counter); replacing or deleting an entry is not
 * an eviction.
 */
export class LruMap<K extends {}, V extends {}> extends LRUCache<K, V> {
  constructor(maxEntries: number, onEvict: () => void = () => {}) {
    if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
    super({
      max: maxEntries,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') onEvict();
      },
    });
  }
}
