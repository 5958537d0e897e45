import { and, eq, like, lt, notLike, or, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { LONG_WINDOW_PREFIX } from './rate-limit';

/**
 * Where fixed-window counters live: shared by every API instance, so limits hold across them. The database by
 * default; Redis when REDIS_URL is set (cheaper under attack, and expiry is built in).
 */
export interface RateLimitStore {
  /** Adds one hit to `key` in the window starting at `windowStart` and answers the window's count. */
  hit(key: string, windowStart: Date, windowMs: number): Promise<number>;
  /** The window's count so far, without adding to it. */
  count(key: string, windowStart: Date): Promise<number>;
  /** Drops windows that started before `before`, or before `longBefore` for keys of long windows. */
  prune(before: Date, longBefore: Date): Promise<void>;
  close(): Promise<void>;
}

export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(key, windowStart) {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { count: sql`${rateLimitHits.count} + 1` },
        })
        .returning({ count: rateLimitHits.count });
      return row?.count ?? 1;
    },
    async count(key, windowStart) {
      const [row] = await db
        .select({ count: rateLimitHits.count })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
      return row?.count ?? 0;
    },
    async prune(before, longBefore) {
      const longKeys = `${LONG_WINDOW_PREFIX}%`;
      await db
        .delete(rateLimitHits)
        .where(
          or(
            and(notLike(rateLimitHits.key, longKeys), lt(rateLimitHits.windowStart, before)),
            and(like(rateLimitHits.key, longKeys), lt(rateLimitHits.windowStart, longBefore)),
          ),
        );
    },
    async close() {},
  };
}

const redisKey = (key: string, windowStart: Date) => `kinora:rl:${key}:${windowStart.getTime()}`;

export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowStart, windowMs) {
      const windowKey = redisKey(key, windowStart);
      const [[, count]] = (await redis
        .multi()
        .incr(windowKey)
        .pexpire(windowKey, windowMs * 2)
        .exec()) as [[Error | null, number]];
      return count;
    },
    async count(key, windowStart) {
      return Number((await redis.get(redisKey(key, windowStart))) ?? 0);
    },
    // Redis expires the keys itself.
    async prune() {},
    async close() {
      await redis.quit();
    },
  };
}
