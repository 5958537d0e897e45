import { and, eq, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { CallerMeta, Deps } from '../../deps';
import { confirmOwner, holdOwnerSession } from './confirm-owner';
import { hashPassword } from './password';

export const PASSWORD_CHANGED = 'Password changed successfully';

/**
 * Sets a new password for a signed-in account, once the caller proves to be its owner (confirm-owner.ts): the web
 * app and tRPC always send the current password; the legacy REST route may send the new one alone, which only a
 * session that signed in recently may do. Every other session of the account is signed out; the one that asked
 * stays signed in, unless it was signed out while the passwords were worked out: then nothing changes (401).
 */
export async function changePassword(
  deps: Deps,
  auth: { userId: string; sessionId: string },
  input: { newPassword: string; currentPassword?: string },
  meta: CallerMeta,
): Promise<{ message: string }> {
  await confirmOwner(deps, auth, input.currentPassword, meta);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await holdOwnerSession(tx, auth);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, auth.userId), ne(sessions.id, auth.sessionId)));
  });
  deps.sessionCache.evictUser(auth.userId);
  return { message: PASSWORD_CHANGED };
}
