import type { ProfileList } from '@kinora/domain';
import { asc, eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AuthState, toActiveProfile, toProfileSummary } from '../users/public-user';

/** The account's profiles in picker order (the main one first), and the one this session acts as. */
export async function listProfiles(deps: Deps, auth: AuthState): Promise<ProfileList> {
  const rows = await deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, auth.userId))
    .orderBy(asc(profiles.position), asc(profiles.createdAt), asc(profiles.id));
  return { content: rows.map((row) => toProfileSummary(toActiveProfile(row))), active: auth.profileId };
}
