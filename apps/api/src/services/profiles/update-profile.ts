import { AppError, type ProfileSummary, type UpdateProfileInput } from '@kinora/domain';
import { and, eq, ne } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashPassword } from '../auth/password';
import { type AuthState, toActiveProfile, toProfileSummary } from '../users/public-user';
import { nameClashAsBadInput, sameName } from './create-profile';
import { findAccountProfile, PROFILE_MESSAGES, refuseKidsProfile } from './profile-access';

/**
 * Changes what is sent of one profile of the caller's account: name, avatar, kids, PIN (null removes it). A PIN or
 * kids flag is changed only by the main profile or by the profile itself; a kids profile changes nothing, so it
 * cannot make itself a regular one; the main profile is never a kids profile.
 */
export async function updateProfile(
  deps: Deps,
  auth: AuthState,
  id: string,
  input: UpdateProfileInput,
): Promise<ProfileSummary> {
  const target = await findAccountProfile(deps.db, auth.userId, id);
  refuseKidsProfile(auth);
  const touchesLock = input.pin !== undefined || input.kids !== undefined;
  if (touchesLock && !auth.profile.main && auth.profileId !== target.id) {
    throw new AppError('FORBIDDEN', PROFILE_MESSAGES.PIN_OR_KIDS_OF_OTHERS);
  }
  if (input.kids && target.id === target.userId)
    throw new AppError('BAD_INPUT', PROFILE_MESSAGES.MAIN_NOT_KIDS);
  if (input.name !== undefined) await refuseTakenName(deps, auth.userId, target.id, input.name);

  const changes = {
    name: input.name,
    avatar: input.avatar,
    kids: input.kids,
    pinHash: input.pin === undefined ? undefined : input.pin === null ? null : await hashPassword(input.pin),
  };
  if (Object.values(changes).every((value) => value === undefined)) {
    return toProfileSummary(toActiveProfile(target));
  }
  const [row] = await deps.db
    .update(profiles)
    .set(changes)
    .where(and(eq(profiles.id, target.id), eq(profiles.userId, auth.userId)))
    .returning()
    .catch((error: unknown) => {
      throw nameClashAsBadInput(error, input.name ?? '');
    });
  // Deleted while this ran: as unknown as any other missing profile.
  if (!row) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.NOT_FOUND);
  // Every session acting as it carries its name, PIN and kids flag: none may be reused.
  deps.sessionCache.evictUser(auth.userId);
  return toProfileSummary(toActiveProfile(row));
}

async function refuseTakenName(deps: Deps, userId: string, profileId: string, name: string) {
  const others = await deps.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), ne(profiles.id, profileId)));
  if (others.some((other) => sameName(other.name, name))) {
    throw new AppError('BAD_INPUT', PROFILE_MESSAGES.nameTaken(name));
  }
}
