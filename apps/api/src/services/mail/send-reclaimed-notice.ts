import type { Deps } from '../../deps';

/**
 * Tells the person who just signed in with Google that the account already on their address, which they may not
 * have made, was taken over for them and what that changed. Queued after the change, like every e-mail.
 */
export async function sendReclaimedNotice(
  deps: Deps,
  account: { email: string; username: string; createdAt: Date },
): Promise<void> {
  await deps.mail.send({
    to: account.email,
    subject: 'Your Kinora account is now secured by Google sign-in',
    text: [
      'Hello,',
      '',
      `You just signed in to Kinora with Google as ${account.email}. An account on this address already`,
      `existed: "${account.username}", created on ${account.createdAt.toISOString().slice(0, 10)} with a password,`,
      'and the address had never been verified, so we cannot tell whether you made it.',
      '',
      'To make sure only you can use it from now on:',
      '- its password was removed: sign in with Google, or set a new password with "Forgot Password?";',
      '- every device that was signed in to it has been signed out;',
      '- earlier password-reset codes and verification links no longer work.',
      '',
      'If you did not make this account, someone else used your address. Look over its watch-later list,',
      'histories and settings; you can delete it under Settings, Security, Delete account.',
      '',
      'The Kinora team',
    ].join('\n'),
  });
}
