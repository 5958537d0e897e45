import { AppError, MESSAGES, type SignInInput } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { gameScores, users } from '../../db/schema';
import type { CallerMeta, Deps } from '../../deps';
import { readMainProfile } from '../users/main-profile';
import { toPublicUser } from '../users/public-user';
import { limitAuthAttempt } from './auth-limits';
import { burnPasswordCheck, verifyPassword } from './password';
import { createSessionIfPasswordIs, revokeSession } from './sessions';
import { recordSignInFailure, waitForAccountSlowdown } from './sign-in-slowdown';

/**
 * Checks the credentials and opens a fresh session. The session the browser presented before (if any) is
 * revoked: rotating on sign-in defeats session fixation. Recent failures on the account slow the answer down
 * (never refuse it), so the owner can always get in with the right password.
 */
export async function signIn(deps: Deps, input: SignInInput, meta: CallerMeta & { previousToken?: string }) {
  await limitAuthAttempt(deps, 'signin', input.email, meta);
  await waitForAccountSlowdown(deps, input.email);
  const [row] = await deps.db
    .select({ user: users, bestScore: gameScores.bestScore })
    .from(users)
    .leftJoin(gameScores, eq(gameScores.userId, users.id))
    .where(eq(users.email, input.email))
    .limit(1);
  const hash = row?.user.passwordHash;
  const valid =
    row && hash ? await verifyPassword(hash, input.password) : await burnPasswordCheck(input.password);
  // A password replaced or removed during the check (a Google sign-in reclaiming the account, a reset) reads as
  // wrong: it no longer opens the account.
  const session = row && hash && valid ? await createSessionIfPasswordIs(deps, row.user.id, hash) : undefined;
  if (!row || !session) {
    await recordSignInFailure(deps, input.email);
    throw new AppError('BAD_INPUT', MESSAGES.INVALID_CREDENTIALS);
  }
  await revokeSession(deps, meta.previousToken);
  // A new session acts as the main profile; the web app offers the picker when the account has others.
  const profile = await readMainProfile(deps, row.user.id);
  return {
    user: toPublicUser(row.user, profile, row.bestScore ?? 0, deps.config),
    session,
    message: `Welcome back ${row.user.username}`,
  };
}
