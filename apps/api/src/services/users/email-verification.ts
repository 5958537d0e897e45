import { createHash, randomBytes } from 'node:crypto';
import { AppError, EMAIL_VERIFICATION, HOUR_MS, type Locale } from '@kinora/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailVerifications, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { consumePolicy } from '../security/rate-limit';
import { VERIFICATION_RESENDS_PER_ACCOUNT } from '../security/rate-limit-policies';
import { chooseMailLocale, mailTexts } from '../shared/mail-locale';
import type { AuthState } from './public-user';

export const LINK_INVALID = 'This verification link has expired or was already used. Ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh single-use link proving the mailbox: EMAIL_VERIFICATION.LINK_TTL_MS, stored as the SHA-256 of its token. The page at
 * `/verify-email` opens it.
 */
export async function createVerificationLink(deps: Deps, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(emailVerifications).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + EMAIL_VERIFICATION.LINK_TTL_MS),
    createdAt: deps.now(),
  });
  return `${deps.config.publicUrl}/verify-email?token=${token}`;
}

/** Opens a verification link: the account's e-mail counts as verified from now on (admin rights included). */
export async function verifyEmail(deps: Deps, token: string) {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  if (!claimed) throw new AppError('BAD_INPUT', LINK_INVALID);
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, claimed.userId), isNull(users.emailVerifiedAt)));
  deps.sessionCache.evictUser(claimed.userId);
  return { message: 'Your e-mail address is verified' };
}

/**
 * The banner's "Resend": a new link by e-mail, limited per account (VERIFICATION_RESENDS_PER_ACCOUNT), in the
 * active profile's language, else the page's (`requested`).
 */
export async function resendVerification(deps: Deps, auth: AuthState, requested?: Locale) {
  if (auth.user.emailVerified) return { message: 'Your e-mail address is already verified' };
  await consumePolicy(deps, VERIFICATION_RESENDS_PER_ACCOUNT, auth.userId);
  const link = await createVerificationLink(deps, auth.userId);
  const t = mailTexts(chooseMailLocale(auth.profile.language, requested));
  await deps.mail.send({
    to: auth.user.email,
    subject: t('verifySubject'),
    text: [
      t('greeting', { name: auth.user.username }),
      '',
      t('verifyLink', { hours: EMAIL_VERIFICATION.LINK_TTL_MS / HOUR_MS }),
      link,
    ].join('\n'),
  });
  return { message: `A new link is on its way to ${auth.user.email}` };
}
