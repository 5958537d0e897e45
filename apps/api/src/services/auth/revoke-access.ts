import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerifications, passwordResetCodes, sessions } from '../../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Makes every pending password-reset code and e-mail verification link of an account unusable, inside the
 * caller's transaction. They are marked used, which is what both checks already refuse.
 */
export async function voidPendingProofs(tx: Transaction, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
  await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

/**
 * Signs every session of an account out, inside the caller's transaction. The caller evicts the account from the
 * session cache once the transaction committed, so no instance keeps answering from a cached lookup.
 */
export async function revokeAllSessions(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
