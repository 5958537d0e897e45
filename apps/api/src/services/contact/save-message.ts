import type { ContactMessage } from '@kinora/domain';
import { contactMessages } from '../../db/schema';
import type { CallerMeta, Deps } from '../../deps';
import { consumePolicy } from '../security/rate-limit';
import { CONTACT_PER_ACCOUNT, CONTACT_PER_ADDRESS } from '../security/rate-limit-policies';
import { mailLocaleOf, mailTexts } from '../shared/mail-locale';

export const CONTACT_RECEIVED = 'We received your message and will get back to you soon..!';

/**
 * A message from the contact form: stored first (so it is never lost), then a copy mailed to the operators (the
 * admin addresses), with the sender's address as Reply-To. The mail queue retries a copy that fails to send;
 * one that cannot even be queued is logged, and the message stays stored. Each message lands in the operators'
 * mailbox, so messages are limited per client address and per account (CONTACT; then 429). The copy's own words
 * are in the sender's language (their main profile's, else their page's).
 */
export async function saveContactMessage(
  deps: Deps,
  userId: string,
  message: ContactMessage,
  meta: CallerMeta,
) {
  await consumePolicy(deps, CONTACT_PER_ADDRESS, meta.ip);
  await consumePolicy(deps, CONTACT_PER_ACCOUNT, userId);
  await deps.db.insert(contactMessages).values({ userId, ...message, createdAt: deps.now() });
  try {
    const t = mailTexts(await mailLocaleOf(deps, userId, meta.locale));
    await deps.mail.send({
      to: deps.config.admin.emails.join(', '),
      replyTo: message.email,
      subject: t('contactSubject', { name: message.name }),
      text: [t('contactFrom', { name: message.name, email: message.email }), '', message.message].join('\n'),
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'contact copy not queued; the message is stored');
  }
  return { message: CONTACT_RECEIVED };
}
