import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * Whether the viewer opted in to adult titles and links. Off for every new account; the viewer alone turns it on.
 * The session cache is dropped so every list and page filters by the new choice on the next request.
 */
export async function setAdultContent(deps: Deps, userId: string, preference: boolean) {
  await deps.db.update(users).set({ adultContent: preference }).where(eq(users.id, userId));
  deps.sessionCache.evictUser(userId);
  return {
    pref: preference,
    message: preference ? 'Adult content turned on' : 'Adult content turned off',
  };
}
