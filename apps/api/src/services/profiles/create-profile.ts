import {
  AppError,
  type CreateProfileInput,
  PROFILE_AVATARS,
  PROFILES,
  type ProfileSummary,
} from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { profiles, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashPassword } from '../auth/password';
import { type AuthState, toActiveProfile, toProfileSummary } from '../users/public-user';
import { PROFILE_MESSAGES, refuseKidsProfile } from './profile-access';

/**
 * Adds a profile to the caller's account, last in the picker. At most PROFILES.MAX_PER_ACCOUNT in all: the account
 * row is locked while counting, so two adds at once cannot both take the last place. Without a chosen avatar it
 * wears the first one no other profile wears.
 */
export async function createProfile(
  deps: Deps,
  auth: AuthState,
  input: CreateProfileInput,
): Promise<ProfileSummary> {
  refuseKidsProfile(auth);
  const pinHash = input.pin ? await hashPassword(input.pin) : null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('update');
      const existing = await tx
        .select({ name: profiles.name, avatar: profiles.avatar, position: profiles.position })
        .from(profiles)
        .where(eq(profiles.userId, auth.userId));
      if (existing.length >= PROFILES.MAX_PER_ACCOUNT) {
        throw new AppError('BAD_INPUT', PROFILE_MESSAGES.tooMany(PROFILES.MAX_PER_ACCOUNT));
      }
      if (existing.some((profile) => sameName(profile.name, input.name))) {
        throw new AppError('BAD_INPUT', PROFILE_MESSAGES.nameTaken(input.name));
      }
      const worn = new Set(existing.map((profile) => profile.avatar));
      const [created] = await tx
        .insert(profiles)
        .values({
          userId: auth.userId,
          name: input.name,
          avatar: input.avatar ?? PROFILE_AVATARS.find((avatar) => !worn.has(avatar)) ?? PROFILE_AVATARS[0],
          kids: input.kids ?? false,
          pinHash,
          position: Math.max(0, ...existing.map((profile) => profile.position)) + 1,
          createdAt: deps.now(),
        })
        .returning();
      return created!;
    });
    return toProfileSummary(toActiveProfile(row));
  } catch (error) {
    throw nameClashAsBadInput(error, input.name);
  }
}

/** Names are unique per account whatever their case, as the database's index compares them. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The name index refused the name (a race the check before it lost): the same 400 the check gives. It is the only
 * unique rule a profile write can break (ids are random).
 */
export function nameClashAsBadInput(error: unknown, name: string): unknown {
  return uniqueViolation(error) ? new AppError('BAD_INPUT', PROFILE_MESSAGES.nameTaken(name)) : error;
}
