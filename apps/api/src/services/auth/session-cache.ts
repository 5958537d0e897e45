import { LRUCache } from 'lru-cache';
import type { AuthState } from '../users/public-user';

/**
 * How long one instance may reuse a session lookup. Within one instance every change (logout, account
 * deletion, preference change) evicts at once; another instance sees a revocation at most this late. Two
 * seconds keeps the database out of the hot path of catalogue reads without a meaningful window.
 */
export const SESSION_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

type Entry = { auth: AuthState | null; expires: number };

/**
 * Session lookups by session id (the SHA-256 of the cookie token, never the token itself), bounded by lru-cache.
 * The expiry is checked here against the injected clock rather than by lru-cache's own TTL, which counts an
 * entry stale only strictly past its TTL and never one stamped at clock zero: an answer is reused for less than
 * SESSION_CACHE_TTL_MS, whatever the clock.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

  /** `observe` is told whether each lookup was answered here (the metrics count hits and misses). */
  constructor(
    private readonly now: () => number,
    private readonly observe: (result: 'hit' | 'miss') => void = () => {},
  ) {}

  get(sessionId: string): AuthState | null | undefined {
    const entry = this.entries.get(sessionId);
    if (entry && entry.expires <= this.now()) this.entries.delete(sessionId);
    else if (entry) {
      this.observe('hit');
      return entry.auth;
    }
    this.observe('miss');
    return undefined;
  }

  set(sessionId: string, auth: AuthState | null): void {
    this.entries.set(sessionId, { auth, expires: this.now() + SESSION_CACHE_TTL_MS });
  }

  evictSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** After a change to the user (or their deletion), every cached session of theirs is stale. */
  evictUser(userId: string): void {
    const theirs = [...this.entries.entries()].filter(([, entry]) => entry.auth?.userId === userId);
    for (const [id] of theirs) this.entries.delete(id);
  }
}
