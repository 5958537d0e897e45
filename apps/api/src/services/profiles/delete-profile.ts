import { AppError } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { profiles, sessions } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthState } from '../users/public-user';
import { findAccountProfile, PROFILE_MESSAGES, refuseKidsProfile } from './profile-access';

/**
 * Deletes one profile of the caller's account, with everything it owns (its lists, histories, ratings and
 * settings go by the database's cascade). Only the main profile deletes, and never itself. The sessions acting as
 * the profile are signed out, in the same transaction: left alone they would fall back to the main profile, which
 * may be locked by a PIN. The profile row is locked first, so a switch to it either lands before (and its
 * session is signed out here) or finds the profile gone.
 */
export async function deleteProfile(deps: Deps, auth: AuthState, id: string) {
  const name = await deps.db.transaction(async (tx) => {
    const target = await findAccountProfile(tx, auth.userId, id, 'update');
    refuseKidsProfile(auth);
    if (target.id === target.userId) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.MAIN_UNDELETABLE);
    if (!auth.profile.main) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.MAIN_ONLY_DELETES);
    await tx.delete(sessions).where(eq(sessions.profileId, target.id));
    await tx.delete(profiles).where(eq(profiles.id, target.id));
    return target.name;
  });
  deps.sessionCache.evictUser(auth.userId);
  return { message: `The profile ${name} was deleted` };
}
