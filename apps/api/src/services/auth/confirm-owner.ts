import { AppError, MESSAGES } from '@kinora/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { CallerMeta, Deps } from '../../deps';
import { limitPasswordCheck } from './auth-limits';
import { verifyPassword } from './password';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const SIGN_IN_AGAIN = 'For your security, please sign in again, then try once more.';

/**
 * A session cookie alone does not prove its holder owns the account: it may be a browser left open or a stolen
 * cookie. Before an act that locks the owner out or cannot be undone (a new password, deleting the account), the
 * holder shows the current password, or has signed in within RECENT_SIGN_IN_SECONDS. A session row is created when
 * its browser signs in, so its age is the time since that sign-in. A password that is given is always checked (a
 * wrong one refuses even a fresh session) and counted like sign-in attempts. An account made with Google has no
 * password to show: a recent sign-in is its only proof, and a password it sends proves nothing.
 */
export async function confirmOwner(
  deps: Deps,
  auth: { userId: string; sessionId: string },
  currentPassword: string | undefined,
  meta: CallerMeta,
): Promise<void> {
  const [row] = await deps.db
    .select({ hash: users.passwordHash, signedInAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, auth.sessionId));
  // Signed out (or deleted) since the session was looked up.
  if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED);
  if (currentPassword !== undefined && row.hash) {
    await limitPasswordCheck(deps, auth.userId, meta);
    if (!(await verifyPassword(row.hash, currentPassword))) {
      throw new AppError('BAD_INPUT', WRONG_CURRENT_PASSWORD);
    }
    return;
  }
  const sessionAgeMs = deps.now().getTime() - row.signedInAt.getTime();
  if (sessionAgeMs > deps.config.recentSignInSeconds * 1000) throw new AppError('FORBIDDEN', SIGN_IN_AGAIN);
}

/**
 * The proof must still stand when the act is written, inside its transaction. The checks above are slow (argon2),
 * and meanwhile a Google sign-in may reclaim the account, or a reset or a password change elsewhere sign this
 * session out; acting anyway would let a caller signed out a moment ago set a password on, or delete, an account
 * that is no longer theirs. The account row is locked first, the order every writer of an account keeps
 * (google-link.ts, a reset, a password change), so one of them still running is waited for rather than deadlocked
 * with; then the caller's session must still exist, and is key-share locked so it cannot go before the act commits.
 */
export async function holdOwnerSession(
  tx: Transaction,
  auth: { userId: string; sessionId: string },
): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('update');
  const [session] = user
    ? await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, auth.sessionId), eq(sessions.userId, auth.userId)))
        .for('key share')
    : [];
  if (!session) throw new AppError('UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED);
}
