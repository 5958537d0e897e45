import { AppError } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthState } from './public-user';

/**
 * Whether the active profile opted in to adult titles and links. Off for every new profile; the viewer alone turns
 * it on, and a kids profile cannot. The session cache is dropped so every list and page filters by the new choice
 * on the next request.
 */
export async function setAdultContent(deps: Deps, auth: AuthState, preference: boolean) {
  if (preference && auth.profile.kids)
    throw new AppError('FORBIDDEN', 'A kids profile cannot turn on adult content');
  await deps.db.update(profiles).set({ adultContent: preference }).where(eq(profiles.id, auth.profileId));
  deps.sessionCache.evictUser(auth.userId);
  return {
    pref: preference,
    message: preference ? 'Adult content turned on' : 'Adult content turned off',
  };
}
