import { LIMITS } from '@kinora/domain';
import type { CallerMeta, Deps } from '../../deps';
import { consumeRateLimit } from '../security/rate-limit';

/** Sign-in and sign-up attempts are limited per client address and per account, across instances. */
export async function limitAuthAttempt(
  deps: Deps,
  action: 'signin' | 'signup',
  email: string,
  meta: CallerMeta,
) {
  await consumeRateLimit(deps, `${action}:ip:${meta.ip}`, deps.config.rateLimit.authPerMinute);
  await consumeRateLimit(deps, `${action}:account:${email}`, LIMITS.AUTH_ATTEMPTS_PER_MIN_PER_ACCOUNT);
}
