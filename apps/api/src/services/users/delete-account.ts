import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Deletes the account and, through the foreign keys, everything that belongs to it: sessions, watch-later
 * list, histories, reset codes and game score. Contact messages stay (they were addressed to us) without the link.
 * Who may is the caller's to check: the owner proves it first (auth/delete-own-account.ts), an admin is one.
 * `stillAllowed` runs in the deletion's transaction, to re-check what may have changed since, and throws to stop it.
 */
export async function deleteAccount(
  deps: Deps,
  userId: string,
  stillAllowed: (tx: Transaction) => Promise<void> = async () => {},
) {
  await deps.db.transaction(async (tx) => {
    await stillAllowed(tx);
    await tx.delete(users).where(eq(users.id, userId));
  });
  deps.sessionCache.evictUser(userId);
  deps.log.info({ userId }, 'account deleted');
  return { message: 'Account deleted' };
}
