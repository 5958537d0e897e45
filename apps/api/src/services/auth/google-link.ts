import { AppError } from '@kinora/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { revokeAllSessions, voidPendingProofs } from './revoke-access';

type UserRow = typeof users.$inferSelect;

/**
 * Links the account holding `email` (not yet linked to any Google identity) to `sub`; undefined when there is
 * none. Google has just proved the mailbox, so the address counts as verified from now on.
 *
 * Anybody can sign up with somebody else's address, and nothing stops them until the address is verified. So
 * when the address was never verified, whoever made the account may not be the person Google vouches for: the
 * account is `reclaimed` for them. Its password is removed, every session signed out, every pending reset code
 * and verification link voided, in the same transaction as the link, so that no request of the other person
 * lands between the link and the clean-up. An account verified before already belongs to this person and keeps
 * its password and sessions.
 */
export async function linkGoogleByEmail(
  deps: Deps,
  email: string,
  sub: string,
): Promise<{ user: UserRow; reclaimed: boolean } | undefined> {
  const linked = await deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.googleSub)))
      .limit(1);
    if (!candidate) return undefined;
    const now = deps.now();
    // The codes and links before the account row: a password reset locks them in that order too, so one racing
    // this waits for it (and then finds its code used) instead of deadlocking with it.
    if (candidate.verifiedAt === null) await voidPendingProofs(tx, candidate.id, now);
    const [locked] = await tx
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.id, candidate.id), isNull(users.googleSub)))
      .for('update');
    if (!locked) {
      throw new AppError('CONFLICT', 'This account changed while you were signing in. Please try again.');
    }
    const reclaimed = locked.verifiedAt === null;
    const [user] = await tx
      .update(users)
      .set({
        googleSub: sub,
        emailVerifiedAt: locked.verifiedAt ?? now,
        ...(reclaimed ? { passwordHash: null } : {}),
      })
      .where(eq(users.id, locked.id))
      .returning();
    if (!user) throw new AppError('INTERNAL', 'The linked account could not be read back');
    if (reclaimed) await revokeAllSessions(tx, user.id);
    return { user, reclaimed };
  });
  if (linked) deps.sessionCache.evictUser(linked.user.id);
  return linked;
}
