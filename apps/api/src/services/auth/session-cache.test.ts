import { describe, expect, it } from 'vitest';
import type { AuthState } from '../users/public-user';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';

const auth = (userId: string) => ({ userId, sessionId: `s-${userId}` }) as AuthState;

describe('session cache', () => {
  it('forgets an answer after the TTL', () => {
    let now = 0;
    const cache = new SessionCache(() => now);
    cache.set('a', auth('u1'));
    expect(cache.get('a')?.userId).toBe('u1');
    now += SESSION_CACHE_TTL_MS;
    expect(cache.get('a')).toBeUndefined();
  });

  it('remembers "no such session" too, and evicts by session and by user', () => {
    const cache = new SessionCache(() => 0);
    cache.set('gone', null);
    expect(cache.get('gone')).toBeNull();
    cache.set('a', auth('u1'));
    cache.set('b', auth('u1'));
    cache.set('c', auth('u2'));
    cache.evictUser('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.userId).toBe('u2');
    cache.evictSession('c');
    expect(cache.get('c')).toBeUndefined();
  });
});
