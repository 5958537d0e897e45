import type { ContactMessage } from '@kinora/domain';
import { contactMessages } from '../../db/schema';
import type { Deps } from '../../deps';

export const CONTACT_RECEIVED = 'We received your message and will get back to you soon..!';

/**
 * A message from the contact form: stored first (so it is never lost), then a copy mailed to the operators (the
 * admin addresses), with the sender's address as Reply-To. The mail queue retries a copy that fails to send;
 * one that cannot even be queued is logged, and the message stays stored.
 */
export async function saveContactMessage(deps: Deps, userId: string, message: ContactMessage) {
  await deps.db.insert(contactMessages).values({ userId, ...message, createdAt: deps.now() });
  try {
    await deps.mail.send({
      to: deps.config.admin.emails.join(', '),
      replyTo: message.email,
      subject: `Kinora contact form: ${message.name}`,
      text: [`From: ${message.name} <${message.email}>`, '', message.message].join('\n'),
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'contact copy not queued; the message is stored');
  }
  return { message: CONTACT_RECEIVED };
}
