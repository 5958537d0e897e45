import { AppError, type ProfileSummary, type PublicUser, type SwitchProfileInput } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { gameScores, sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { verifyPassword } from '../auth/password';
import { consumePolicy } from '../security/rate-limit';
import { PROFILE_PIN_PER_PROFILE } from '../security/rate-limit-policies';
import { type AuthState, toActiveProfile, toProfileSummary, toPublicUser } from '../users/public-user';
import { findAccountProfile, PROFILE_MESSAGES } from './profile-access';

/**
 * Makes this session act as another profile of its account; the account's other sessions keep theirs. A profile
 * with a PIN asks for it (not when it is already the active one); every PIN tried counts against
 * PROFILE_PIN_PER_PROFILE, right or wrong. Answers the profile and the user as sign-in does.
 */
export async function switchProfile(
  deps: Deps,
  auth: AuthState,
  id: string,
  input: SwitchProfileInput,
): Promise<{ profile: ProfileSummary; user: PublicUser }> {
  const target = await findAccountProfile(deps.db, auth.userId, id);
  const needsPin = target.pinHash !== null && target.id !== auth.profileId;
  if (needsPin) {
    if (input.pin === undefined) throw new AppError('BAD_INPUT', PROFILE_MESSAGES.PIN_NEEDED);
    await consumePolicy(deps, PROFILE_PIN_PER_PROFILE, `${auth.userId}:${target.id}`);
    if (!(await verifyPassword(target.pinHash!, input.pin))) {
      throw new AppError('BAD_INPUT', PROFILE_MESSAGES.WRONG_PIN);
    }
  }
  const { profileRow, userRow, bestScore } = await deps.db.transaction(async (tx) => {
    // Held until the session points at it: a deletion waits, then signs this session out with the others.
    const profileRow = await findAccountProfile(tx, auth.userId, id, 'share');
    // The PIN checked above is the one it still has.
    if (needsPin && profileRow.pinHash !== target.pinHash) {
      throw new AppError('BAD_INPUT', PROFILE_MESSAGES.WRONG_PIN);
    }
    await tx.update(sessions).set({ profileId: profileRow.id }).where(eq(sessions.id, auth.sessionId));
    const [account] = await tx
      .select({ user: users, bestScore: gameScores.bestScore })
      .from(users)
      .leftJoin(gameScores, eq(gameScores.userId, users.id))
      .where(eq(users.id, auth.userId));
    if (!account) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.NOT_FOUND);
    return { profileRow, userRow: account.user, bestScore: account.bestScore ?? 0 };
  });
  deps.sessionCache.evictSession(auth.sessionId);
  const profile = toActiveProfile(profileRow);
  return { profile: toProfileSummary(profile), user: toPublicUser(userRow, profile, bestScore, deps.config) };
}
