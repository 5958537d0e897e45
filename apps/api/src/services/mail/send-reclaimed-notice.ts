import type { Deps } from '../../deps';
import { mailLocaleOf, mailTexts } from '../shared/mail-locale';

/**
 * Tells the person who just signed in with Google that the account already on their address, which they may not
 * have made, was taken over for them and what that changed. Queued after the change, like every e-mail, in the
 * account's main profile's language.
 */
export async function sendReclaimedNotice(
  deps: Deps,
  account: { id: string; email: string; username: string; createdAt: Date },
): Promise<void> {
  const t = mailTexts(await mailLocaleOf(deps, account.id));
  await deps.mail.send({
    to: account.email,
    subject: t('reclaimedSubject'),
    text: [
      t('reclaimedHello'),
      '',
      t('reclaimedWhat', {
        email: account.email,
        username: account.username,
        created: account.createdAt.toISOString().slice(0, 10),
      }),
      '',
      t('reclaimedSteps'),
      '',
      t('reclaimedIfNotYou'),
      '',
      t('teamSignature'),
    ].join('\n'),
  });
}
