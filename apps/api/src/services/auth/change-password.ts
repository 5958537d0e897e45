import { AppError } from '@kinora/domain';
import { and, eq, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashPassword, verifyPassword } from './password';

export const PASSWORD_CHANGED = 'Password changed successfully';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/**
 * Sets a new password for a signed-in account. With `currentPassword` (the web app and tRPC) the current one
 * must match first; the legacy REST route sends only the new one, as its clients always did. Every other session
 * of the account is signed out; the one that asked stays signed in.
 */
export async function changePassword(
  deps: Deps,
  auth: { userId: string; sessionId: string },
  input: { newPassword: string; currentPassword?: string },
): Promise<{ message: string }> {
  if (input.currentPassword !== undefined) {
    const [row] = await deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, auth.userId));
    if (!row?.hash) {
      throw new AppError('BAD_INPUT', 'This account signs in with Google and has no password to change');
    }
    if (!(await verifyPassword(row.hash, input.currentPassword))) {
      throw new AppError('BAD_INPUT', WRONG_CURRENT_PASSWORD);
    }
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, auth.userId), ne(sessions.id, auth.sessionId)));
  });
  deps.sessionCache.evictUser(auth.userId);
  return { message: PASSWORD_CHANGED };
}
