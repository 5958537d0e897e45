import { AppError } from '@kinora/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { createVerificationLink } from '../users/email-verification';

/**
 * The welcome e-mail after sign-up, sent by the server (never from the browser with keys in the bundle), with
 * the link that verifies the address.
 * Claiming `welcome_sent_at` first makes it once-only, even when the page asks twice or on two instances.
 */
export async function sendWelcomeEmail(deps: Deps, userId: string) {
  const [claimed] = await deps.db
    .update(users)
    .set({ welcomeSentAt: deps.now() })
    .where(and(eq(users.id, userId), isNull(users.welcomeSentAt)))
    .returning({ email: users.email, username: users.username });
  if (!claimed) return { sent: false, message: 'Welcome e-mail already sent' };
  try {
    const link = await createVerificationLink(deps, userId);
    await deps.mail.send({
      to: claimed.email,
      subject: 'Welcome to Kinora',
      text: [
        `Hi ${claimed.username},`,
        '',
        'Welcome to Kinora! Browse movies, TV shows, anime and K-dramas, keep a watch-later list, and ask the',
        'AI assistant for something to watch tonight.',
        '',
        'Please verify your e-mail address with this link (valid for 24 hours):',
        link,
        '',
        'Enjoy the show,',
        'The Kinora team',
      ].join('\n'),
    });
  } catch (error) {
    // Give the claim back so a later request can try again.
    await deps.db.update(users).set({ welcomeSentAt: null }).where(eq(users.id, userId));
    throw new AppError('UPSTREAM_FAILED', 'The welcome e-mail could not be sent right now', { cause: error });
  }
  return { sent: true, message: 'Welcome e-mail sent' };
}
