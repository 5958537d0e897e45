import { randomInt } from 'node:crypto';
import { AppError, USERNAME } from '@kinora/domain';
import { emailSchema } from '@kinora/domain/schemas';
import { eq } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { sendReclaimedNotice } from '../mail/send-reclaimed-notice';
import { sendWelcomeEmail } from '../mail/send-welcome';
import { linkGoogleByEmail } from './google-link';
import { createSession, revokeSession } from './sessions';

/** What Google's userinfo endpoint tells about the person (OpenID Connect standard claims). */
export type GoogleProfile = { sub: string; email?: string; emailVerified: boolean; name?: string };

export const GOOGLE_EMAIL_UNVERIFIED = 'Your Google account has no verified e-mail address.';
export const GOOGLE_EMAIL_INVALID = "Your Google account's e-mail address is not one Kinora can use.";

type UserRow = typeof users.$inferSelect;

/**
 * Signs a person in with what Google vouched for. The address must be verified by Google and pass the same rules
 * as a typed one. The account is found by Google's subject id; failing that, by the address (see
 * linkGoogleByEmail: an account whose address was never verified is reclaimed for this person, who is told by
 * e-mail); failing that, a new account is made, without a password, and gets the welcome e-mail. Any session the
 * browser carried before is revoked.
 */
export async function signInWithGoogle(deps: Deps, profile: GoogleProfile, previousToken?: string) {
  if (!profile.email || !profile.emailVerified) throw new AppError('BAD_INPUT', GOOGLE_EMAIL_UNVERIFIED);
  const parsed = emailSchema.safeParse(profile.email);
  if (!parsed.success) {
    deps.log.warn({ reason: parsed.error.issues[0]?.message }, 'the issuer sent an e-mail address we refuse');
    throw new AppError('BAD_INPUT', GOOGLE_EMAIL_INVALID);
  }
  const email = parsed.data;
  const bySub = await findBySub(deps, profile.sub);
  const linked = bySub ? undefined : await linkGoogleByEmail(deps, email, profile.sub);
  const existing = bySub ?? linked?.user;
  const user = existing ?? (await createGoogleAccount(deps, { ...profile, email }));
  if (!existing) {
    await sendWelcomeEmail(deps, user.id).catch((error: unknown) =>
      deps.log.warn({ userId: user.id, err: error }, 'the welcome e-mail could not be queued'),
    );
  }
  if (linked?.reclaimed) {
    deps.log.info(
      { userId: user.id },
      'an account on a never verified address was reclaimed by Google sign-in',
    );
    await sendReclaimedNotice(deps, user).catch((error: unknown) =>
      deps.log.warn({ userId: user.id, err: error }, 'the reclaimed-account notice could not be queued'),
    );
  }
  await revokeSession(deps, previousToken);
  const session = await createSession(deps, user.id);
  deps.log.info({ userId: user.id, isNew: !existing }, 'signed in with Google');
  return { session, isNew: !existing };
}

async function findBySub(deps: Deps, sub: string): Promise<UserRow | undefined> {
  const [row] = await deps.db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

async function createGoogleAccount(deps: Deps, profile: GoogleProfile & { email: string }): Promise<UserRow> {
  const base = usernameFrom(profile);
  // A taken name gets a number; a few tries make a clash vanishingly unlikely.
  for (let attempt = 0; attempt < 5; attempt++) {
    const username =
      attempt === 0 ? base : `${base.slice(0, USERNAME.MAX_LENGTH - 5)}${randomInt(1000, 10_000)}`;
    try {
      const [row] = await deps.db
        .insert(users)
        .values({
          email: profile.email,
          username,
          passwordHash: null,
          googleSub: profile.sub,
          emailVerifiedAt: deps.now(),
          createdAt: deps.now(),
        })
        .returning();
      if (row) return row;
    } catch (error) {
      const violation = uniqueViolation(error);
      if (!violation?.constraint.includes('username')) throw error;
    }
  }
  throw new AppError(
    'CONFLICT',
    'No free username could be found for this Google account. Please try again.',
  );
}

/** A username our rules accept, from the Google name or the address's local part. */
export function usernameFrom(profile: { name?: string; email: string }): string {
  const clean = (text: string) =>
    text
      .normalize('NFKC')
      .replace(/\s+/g, '.')
      .replace(/[^\p{L}\p{N}._-]/gu, '')
      .slice(0, USERNAME.MAX_LENGTH);
  const fromName = clean(profile.name ?? '');
  if (fromName.length >= USERNAME.MIN_LENGTH) return fromName;
  const fromEmail = clean(profile.email.split('@')[0] ?? '');
  return fromEmail.length >= USERNAME.MIN_LENGTH ? fromEmail : `viewer${randomInt(1000, 10_000)}`;
}
