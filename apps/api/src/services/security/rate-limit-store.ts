import { and, eq, like, lt, notLike, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { StoreUnavailableError } from '../../errors/store-unavailable';
import { connectRedis, isRedisAway } from '../../lib/redis-connection';
import { LONG_WINDOW_PREFIX } from './rate-limit';

/**
 * Where fixed-window counters live: shared by every API instance, so limits hold across them. The database by
 * default; Redis when REDIS_URL is set (cheaper under attack, and expiry is built in). A store that cannot answer
 * throws (the database's errors, or StoreUnavailableError): the doors answer 503, never a 500.
 */
export interface RateLimitStore {
  /** Adds one hit to `key` in the window starting at `windowStart` and answers the window's count. */
  hit(key: string, windowStart: Date, windowMs: number): Promise<number>;
  /** The window's count so far, without adding to it. */
  count(key: string, windowStart: Date): Promise<number>;
  /** Drops windows that started before `before`, or before `longBefore` for keys of long windows. */
  prune(before: Date, longBefore: Date): Promise<void>;
  /** Whether the store answers right now (for /readyz); the database store is the database, probed on its own. */
  answers(): Promise<boolean>;
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
    async answers() {
      return true;
    },
    async close() {},
  };
}

const redisKey = (key: string, windowStart: Date) => `kinora:rl:${key}:${windowStart.getTime()}`;

/** Redis answers in well under a millisecond; a command still unanswered after this means Redis is in trouble. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Counters in Redis. The instance starts whether or not Redis answers, and reconnects by itself for as long as it
 * runs: while Redis is away, every call fails fast with StoreUnavailableError (503 on both doors, a failing
 * /readyz), and everything works again once it is back, without a restart.
 */
export function createRedisRateLimitStore(url: string, log: Pick<Logger, 'warn' | 'info'>): RateLimitStore {
  const redis = connectRedis(
    url,
    {
      name: 'rate limits',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      whileDown: 'limited requests answer 503 until it is back',
    },
    log,
  );

  async function call<T>(work: () => Promise<T>): Promise<T> {
    if (isRedisAway(redis)) {
      throw new StoreUnavailableError(`Redis is unreachable (${redis.status})`);
    }
    try {
      return await work();
    } catch (error) {
      throw new StoreUnavailableError(`Redis did not answer: ${(error as Error).message}`, { cause: error });
    }
  }

  return {
    hit(key, windowStart, windowMs) {
      const windowKey = redisKey(key, windowStart);
      return call(async () => {
        const replies = await redis
          .multi()
          .incr(windowKey)
          .pexpire(windowKey, windowMs * 2)
          .exec();
        const [error, count] = replies?.[0] ?? [new Error('the transaction was discarded'), null];
        if (error) throw error;
        return Number(count);
      });
    },
    count(key, windowStart) {
      return call(async () => Number((await redis.get(redisKey(key, windowStart))) ?? 0));
    },
    // Redis expires the keys itself.
    async prune() {},
    async answers() {
      try {
        await call(() => redis.ping());
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
