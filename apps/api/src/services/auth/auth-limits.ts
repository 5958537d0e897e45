import { LIMITS } from '@kinora/domain';
import type { CallerMeta, Deps } from '../../deps';
import { consumeRateLimit } from '../security/rate-limit';

/**
 * Attempts refused per client address, across instances. Sign-in has no per-account refusal (that would let
 * anyone lock the owner out by failing on purpose); failures slow it down instead (sign-in-slowdown.ts).
 * Sign-up, which has no owner to lock out yet, is also limited per e-mail address.
 */
export async function limitAuthAttempt(
  deps: Deps,
  action: 'signin' | 'signup',
  email: string,
  meta: CallerMeta,
) {
  await consumeRateLimit(deps, `${action}:ip:${meta.ip}`, deps.config.rateLimit.authPerMinute);
  if (action === 'signup') {
    await consumeRateLimit(deps, `${action}:account:${email}`, LIMITS.AUTH_ATTEMPTS_PER_MIN_PER_ACCOUNT);
  }
}

/**
 * Checks of the current password from a signed-in session (changing the password, deleting the account), counted
 * before the check so parallel guesses cannot all slip under the limit: the sign-in budget per client address,
 * and the sign-up one per account. Refusing here locks nobody out: signing in again needs no password check of
 * this kind, and a fresh sign-in is proof enough (confirm-owner.ts).
 */
export async function limitPasswordCheck(deps: Deps, userId: string, meta: CallerMeta) {
  await consumeRateLimit(deps, `password-check:ip:${meta.ip}`, deps.config.rateLimit.authPerMinute);
  await consumeRateLimit(deps, `password-check:account:${userId}`, LIMITS.AUTH_ATTEMPTS_PER_MIN_PER_ACCOUNT);
}
