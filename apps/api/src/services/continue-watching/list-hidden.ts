import { desc, eq } from 'drizzle-orm';
import { continueHidden } from '../../db/schema';
import type { Deps } from '../../deps';

/** The titles this account hid from Continue Watching, most recently hidden first (the account export lists them). */
export async function listHiddenFromContinueWatching(deps: Deps, profileId: string) {
  return deps.db
    .select()
    .from(continueHidden)
    .where(eq(continueHidden.profileId, profileId))
    .orderBy(desc(continueHidden.hiddenAt));
}
