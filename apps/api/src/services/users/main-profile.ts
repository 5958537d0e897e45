import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { type ActiveProfile, toActiveProfile } from './public-user';

/**
 * The account's main profile: the one a new session acts as until the viewer picks another. Its id is the
 * account's (the database makes it with the account), so it always exists while the account does.
 */
export async function readMainProfile(deps: Deps, userId: string): Promise<ActiveProfile> {
  const [row] = await deps.db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!row) throw new Error(`account ${userId} has no main profile`);
  return toActiveProfile(row);
}
