import { describe, expect, it } from 'vitest';
import { LruMap } from './lru';

describe('LruMap', () => {
  it('drops the least recently used entry past its bound and reports each eviction', () => {
    let evicted = 0;
    const lru = new LruMap<string, number>(2, () => {
      evicted++;
    });
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.has('b')).toBe(false);
    expect(lru.has('a')).toBe(true);
    expect(lru.size).toBe(2);
    expect(evicted).toBe(1);
  });

  it('refuses a bound below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
