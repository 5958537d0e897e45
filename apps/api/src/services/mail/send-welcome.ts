import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { createVerificationLink } from '../users/email-verification';

/**
 * The welcome e-mail, queued by the server when an account is made (never sent from the browser with keys in
 * the bundle). An address not yet proven gets the link that verifies it; a Google account's address is proven.
 * Claiming `welcome_sent_at` first makes it once-only, even when asked twice or on two instances.
 */
export async function sendWelcomeEmail(deps: Deps, userId: string) {
  const [claimed] = await deps.db
    .update(users)
    .set({ welcomeSentAt: deps.now() })
    .where(and(eq(users.id, userId), isNull(users.welcomeSentAt)))
    .returning({ email: users.email, username: users.username, verifiedAt: users.emailVerifiedAt });
  if (!claimed) return { sent: false, message: 'Welcome e-mail already sent' };
  try {
    const verification = claimed.verifiedAt
      ? []
      : [
          'Please verify your e-mail address with this link (valid for 24 hours):',
          await createVerificationLink(deps, userId),
          '',
        ];
    await deps.mail.send({
      to: claimed.email,
      subject: 'Welcome to Kinora',
      text: [
        `Hi ${claimed.username},`,
        '',
        'Welcome to Kinora! Browse movies, TV shows, anime and K-dramas, keep a watch-later list, and ask the',
        'AI assistant for something to watch tonight.',
        '',
        ...verification,
        'Enjoy the show,',
        'The Kinora team',
      ].join('\n'),
    });
  } catch (error) {
    // Not even queued (the database failed): give the claim back so a later request can try again.
    await deps.db.update(users).set({ welcomeSentAt: null }).where(eq(users.id, userId));
    throw error;
  }
  return { sent: true, message: 'Welcome e-mail sent' };
}
