import type { Deps } from '../../deps';
import { windowStartOf } from '../security/rate-limit';

/** Failed sign-ins to one account are counted over fixed windows of this length. */
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures answered at full speed (typos happen), then 1 s, 2 s, 4 s... up to the cap. */
const FREE_FAILURES = 2;
export const SIGN_IN_DELAY_CAP_MS = 5000;

const failureKey = (email: string) => `signin-failures:account:${email}`;

/** How long a sign-in waits before its answer after `failures` recent failures on the same account. */
export function signInDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_DELAY_CAP_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

/**
 * Per-account protection that cannot lock the owner out: recent failures on the account slow every answer for it
 * down (right password or wrong), but never refuse one. Waiting before the check, whatever its outcome, means a
 * guesser cannot learn a password is right from a quick answer. Refusals are per client address only.
 */
export async function waitForAccountSlowdown(deps: Deps, email: string): Promise<void> {
  const windowStart = windowStartOf(deps.now().getTime(), FAILURE_WINDOW_MS);
  const delay = signInDelayMs(await deps.rateLimits.count(failureKey(email), windowStart));
  if (delay > 0) await deps.sleep(delay);
}

export async function recordSignInFailure(deps: Deps, email: string): Promise<void> {
  const windowStart = windowStartOf(deps.now().getTime(), FAILURE_WINDOW_MS);
  await deps.rateLimits.hit(failureKey(email), windowStart, FAILURE_WINDOW_MS);
}
