import { AppError, MESSAGES } from '@kinora/domain';
import type { Deps } from '../../deps';

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows counted in the shared store (database or Redis), so every API instance enforces the
 * same budget. Throws RATE_LIMITED (with the seconds until the window ends) once `limit` is passed.
 */
export async function consumeRateLimit(deps: Deps, key: string, limit: number): Promise<void> {
  const now = deps.now().getTime();
  const windowStart = new Date(now - (now % WINDOW_MS));
  const count = await deps.rateLimits.hit(key, windowStart, WINDOW_MS);
  if (count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
    throw new AppError('RATE_LIMITED', MESSAGES.RATE_LIMITED, { retryAfterSeconds });
  }
}

/** Drop windows that ended long ago; run periodically, never on a request path. */
export async function pruneRateLimits(deps: Deps): Promise<void> {
  await deps.rateLimits.prune(new Date(deps.now().getTime() - 10 * WINDOW_MS));
}
