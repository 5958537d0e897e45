import { createHash } from 'node:crypto';
import type { RateBudget, SharedCache, SharedEntry } from '@kinora/tmdb';
import type { Logger } from 'pino';
import { connectRedis, isRedisAway } from '../../lib/redis-connection';

/** Redis answers in well under a millisecond; a catalogue read should not wait long for a store it can skip. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** A second's counter outlives its second a little, so late increments still find it; then Redis drops it. */
const BUDGET_KEY_MS = 2_000;

export type SharedCatalogueState = {
  cache: SharedCache;
  budget: RateBudget;
  close(): Promise<void>;
};

/**
 * Keys are named after the TMDB address and credentials (hashed), so instances that share Redis share entries and
 * the request budget exactly when they share a TMDB key, and a test's stand-in server never meets another's data.
 */
export function catalogueNamespace(tmdb: { baseUrl: string; apiKey?: string; readToken?: string }): string {
  const id = createHash('sha256')
    .update(`${tmdb.baseUrl}\n${tmdb.apiKey ?? ''}\n${tmdb.readToken ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return `kinora:tmdb:${id}`;
}

/**
 * The catalogue's shared cache and request budget in Redis (REDIS_URL). While Redis is away every call fails fast
 * and the catalogue answers from its own cache and TMDB, unshared and unbudgeted; the outage is logged once and
 * the client reconnects by itself.
 */
export function createRedisSharedCatalogue(
  url: string,
  namespace: string,
  ratePerSecond: number,
  log: Pick<Logger, 'warn' | 'info'>,
): SharedCatalogueState {
  const redis = connectRedis(
    url,
    {
      name: 'catalogue cache',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      whileDown: 'each instance uses its own cache and asks TMDB itself until it is back',
    },
    log,
  );
  const ready = () => {
    if (isRedisAway(redis)) {
      throw new Error(`Redis is unreachable (${redis.status})`);
    }
  };
  const entryKey = (key: string) => `${namespace}:entry:${key}`;
  const lockKey = (key: string) => `${namespace}:lock:${key}`;

  return {
    cache: {
      async get(key) {
        ready();
        const text = await redis.get(entryKey(key));
        return text === null ? undefined : (JSON.parse(text) as SharedEntry);
      },
      async set(key, entry, keepMs) {
        ready();
        await redis.set(entryKey(key), JSON.stringify(entry), 'PX', Math.max(1, Math.ceil(keepMs)));
      },
      async lock(key, holdMs) {
        ready();
        return (await redis.set(lockKey(key), '1', 'PX', holdMs, 'NX')) === 'OK';
      },
      async unlock(key) {
        ready();
        await redis.del(lockKey(key));
      },
    },
    budget: {
      async take() {
        ready();
        // One counter per wall-clock second, shared by all instances: a fixed window, so a second never sees
        // more than the budget.
        const windowKey = `${namespace}:budget:${Math.floor(Date.now() / 1000)}`;
        const replies = await redis.multi().incr(windowKey).pexpire(windowKey, BUDGET_KEY_MS).exec();
        const [error, count] = replies?.[0] ?? [new Error('the transaction was discarded'), null];
        if (error) throw error;
        return Number(count) <= ratePerSecond;
      },
    },
    async close() {
      redis.disconnect();
    },
  };
}
