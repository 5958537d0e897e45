import { EMAIL_VERIFICATION, HOUR_MS, type Locale } from '@kinora/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { mailLocaleOf, mailTexts } from '../shared/mail-locale';
import { createVerificationLink } from '../users/email-verification';

/**
 * The welcome e-mail, queued by the server when an account is made (never sent from the browser with keys in
 * the bundle). An address not yet proven gets the link that verifies it; a Google account's address is proven.
 * Claiming `welcome_sent_at` first makes it once-only, even when asked twice or on two instances. In the main
 * profile's language, else the one the sign-up page was in (`requested`), else English.
 */
export async function sendWelcomeEmail(deps: Deps, userId: string, requested?: Locale) {
  const [claimed] = await deps.db
    .update(users)
    .set({ welcomeSentAt: deps.now() })
    .where(and(eq(users.id, userId), isNull(users.welcomeSentAt)))
    .returning({ email: users.email, username: users.username, verifiedAt: users.emailVerifiedAt });
  if (!claimed) return { sent: false, message: 'Welcome e-mail already sent' };
  try {
    const t = mailTexts(await mailLocaleOf(deps, userId, requested));
    const verification = claimed.verifiedAt
      ? []
      : [
          t('welcomeVerify', { hours: EMAIL_VERIFICATION.LINK_TTL_MS / HOUR_MS }),
          await createVerificationLink(deps, userId),
          '',
        ];
    await deps.mail.send({
      to: claimed.email,
      subject: t('welcomeSubject'),
      text: [
        t('greeting', { name: claimed.username }),
        '',
        t('welcomeIntro'),
        '',
        ...verification,
        t('welcomeSignOff'),
        t('teamSignature'),
      ].join('\n'),
    });
  } catch (error) {
    // Not even queued (the database failed): give the claim back so a later request can try again.
    await deps.db.update(users).set({ welcomeSentAt: null }).where(eq(users.id, userId));
    throw error;
  }
  return { sent: true, message: 'Welcome e-mail sent' };
}
