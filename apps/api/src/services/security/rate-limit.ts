import { AppError, DAY_MS, MESSAGES, MINUTE_MS } from '@kinora/domain';
import type { Deps } from '../../deps';
import type { RateLimitPolicy } from './rate-limit-policies';

const WINDOW_MS = MINUTE_MS;
export const DAY_WINDOW_MS = DAY_MS;
/** Longer than any short window counted here (the sign-in slowdown counts failures over 15 minutes). */
const PRUNE_AFTER_MS = 60 * 60_000;
/**
 * Counters of windows longer than a minute live under keys with this prefix, so pruning (which drops short
 * windows after an hour) keeps them until their window is long over. `consumeRateLimit` adds it from the window's
 * length alone: callers name their counter without it.
 */
export const LONG_WINDOW_PREFIX = 'long:';

export type RateLimitOptions = {
  /** Window length; one minute by default, at most a day. Windows are aligned to the epoch (days: UTC). */
  windowMs?: number;
  /** What to tell the caller once the limit is passed. */
  message?: string;
  /** The policy's name, for the refusals' metric. */
  policy?: string;
};

/**
 * Fixed windows counted in the shared store (database or Redis), so every API instance enforces the same
 * budget. Throws RATE_LIMITED (with the seconds until the window ends) once `limit` is passed.
 */
export async function consumeRateLimit(
  deps: Deps,
  key: string,
  limit: number,
  options: RateLimitOptions = {},
): Promise<void> {
  const windowMs = options.windowMs ?? WINDOW_MS;
  const now = deps.now().getTime();
  const windowStart = windowStartOf(now, windowMs);
  const storeKey = windowMs > WINDOW_MS ? `${LONG_WINDOW_PREFIX}${key}` : key;
  const count = await deps.rateLimits.hit(storeKey, windowStart, windowMs);
  if (count > limit) {
    deps.metrics.rateLimitRefused(options.policy ?? 'unnamed');
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    throw new AppError('RATE_LIMITED', options.message ?? MESSAGES.RATE_LIMITED, { retryAfterSeconds });
  }
}

/**
 * Counts one attempt of `subject` (an address, an account id) under a declared policy: its key prefix, limit,
 * window and message. `message` replaces the policy's when the words depend on the request (a model's name).
 */
export async function consumePolicy(
  deps: Deps,
  policy: RateLimitPolicy,
  subject: string,
  message?: string,
): Promise<void> {
  const limit = policy.limit(deps.config);
  await consumeRateLimit(deps, `${policy.keyPrefix}${subject}`, limit, {
    windowMs: policy.windowMs,
    message: message ?? policy.message?.(limit),
    policy: policy.name,
  });
}

/** The start of the fixed window of `windowMs` that holds the present moment. */
export function windowStartOf(nowMs: number, windowMs: number): Date {
  return new Date(nowMs - (nowMs % windowMs));
}

/** Drop windows that ended long ago; run periodically, never on a request path. */
export async function pruneRateLimits(deps: Deps): Promise<void> {
  const now = deps.now().getTime();
  await deps.rateLimits.prune(new Date(now - PRUNE_AFTER_MS), new Date(now - 2 * DAY_WINDOW_MS));
}
