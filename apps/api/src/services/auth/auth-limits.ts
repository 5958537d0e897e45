import type { CallerMeta, Deps } from '../../deps';
import { consumePolicy } from '../security/rate-limit';
import {
  PASSWORD_CHECK_PER_ACCOUNT,
  PASSWORD_CHECK_PER_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  SIGN_UP_PER_ADDRESS,
  SIGN_UP_PER_EMAIL,
} from '../security/rate-limit-policies';

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
  await consumePolicy(deps, action === 'signup' ? SIGN_UP_PER_ADDRESS : SIGN_IN_PER_ADDRESS, meta.ip);
  if (action === 'signup') await consumePolicy(deps, SIGN_UP_PER_EMAIL, email);
}

/**
 * Checks of the current password from a signed-in session (changing the password, deleting the account), counted
 * before the check so parallel guesses cannot all slip under the limit: the sign-in budget per client address,
 * and the sign-up one per account. Refusing here locks nobody out: signing in again needs no password check of
 * this kind, and a fresh sign-in is proof enough (confirm-owner.ts).
 */
export async function limitPasswordCheck(deps: Deps, userId: string, meta: CallerMeta) {
  await consumePolicy(deps, PASSWORD_CHECK_PER_ADDRESS, meta.ip);
  await consumePolicy(deps, PASSWORD_CHECK_PER_ACCOUNT, userId);
}
