import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * Deletes the account and, through the foreign keys, everything that belongs to it: sessions, watch-later
 * list, histories, reset codes and game score. Contact messages stay (they were addressed to us) without the link.
 */
export async function deleteAccount(deps: Deps, userId: string) {
  await deps.db.delete(users).where(eq(users.id, userId));
  deps.sessionCache.evictUser(userId);
  deps.log.info({ userId }, 'account deleted');
  return { message: 'Account deleted' };
}
