import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** Reconnection attempts back off to this pause and go on for as long as the process lives. */
const REDIS_RECONNECT_MAX_MS = 2000;

/**
 * A Redis client for a store the app can live without for a while. It starts whether or not Redis answers and
 * reconnects by itself for as long as the process runs; each command waits at most `commandTimeoutMs`, and one
 * waiting for a connection fails with the first failed attempt rather than queueing. An outage is logged once
 * (ioredis repeats the error on every reconnection attempt), with `whileDown` saying what the app does meanwhile,
 * and its end once.
 */
export function connectRedis(
  url: string,
  options: { name: string; commandTimeoutMs: number; whileDown: string },
  log: Pick<Logger, 'warn' | 'info'>,
): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: options.commandTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
    maxRetriesPerRequest: 0,
  });
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    log.warn({ err: error }, `Redis (${options.name}) is unreachable; ${options.whileDown}`);
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info(`Redis (${options.name}) answers again`);
  });
  return redis;
}

/** Between reconnection attempts nothing can reach Redis: the caller is told now instead of queueing a command. */
export function isRedisAway(redis: Redis): boolean {
  return redis.status === 'reconnecting' || redis.status === 'end';
}
