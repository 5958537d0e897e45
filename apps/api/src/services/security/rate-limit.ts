import { AppError, MESSAGES } from '@kinora/domain';
import type { Deps } from '../../deps';

const WINDOW_MS = 60_000;
/** Longer than any window counted here (the sign-in slowdown counts failures over 15 minutes). */
const PRUNE_AFTER_MS = 60 * 60_000;

/**
 * Fixed one-minute windows counted in the shared store (database or Redis), so every API instance enforces the
 * same budget. Throws RATE_LIMITED (with the seconds until the window ends) once `limit` is passed.
 */
export async function consumeRateLimit(deps: Deps, key: string, limit: number): Promise<void> {
  const now = deps.now().getTime();
  const windowStart = windowStartOf(now, WINDOW_MS);
  const count = await deps.rateLimits.hit(key, windowStart, WINDOW_MS);
  if (count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
    throw new AppError('RATE_LIMITED', MESSAGES.RATE_LIMITED, { retryAfterSeconds });
  }
}

/** The start of the fixed window of `windowMs` that holds the present moment. */
export function windowStartOf(nowMs: number, windowMs: number): Date {
  return new Date(nowMs - (nowMs % windowMs));
}

/** Drop windows that ended long ago; run periodically, never on a request path. */
export async function pruneRateLimits(deps: Deps): Promise<void> {
  await deps.rateLimits.prune(new Date(deps.now().getTime() - PRUNE_AFTER_MS));
}
