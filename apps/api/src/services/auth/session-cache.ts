import type { AuthState } from '../users/public-user';

/**
 * How long one instance may reuse a session lookup. Within one instance every change (logout, account
 * deletion, preference change) evicts at once; another instance sees a revocation at most this late. Two
 * seconds keeps the database out of the hot path of catalogue reads without a meaningful window.
 */
export const SESSION_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

type Entry = { auth: AuthState | null; expires: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  get(sessionId: string): AuthState | null | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.auth;
  }

  set(sessionId: string, auth: AuthState | null): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { auth, expires: this.now() + SESSION_CACHE_TTL_MS });
  }

  evictSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** After a change to the user (or their deletion), every cached session of theirs is stale. */
  evictUser(userId: string): void {
    for (const [id, entry] of this.entries) if (entry.auth?.userId === userId) this.entries.delete(id);
  }
}
