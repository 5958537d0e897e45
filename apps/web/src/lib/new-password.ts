import { PASSWORD } from '@kinora/domain';
import { translate } from '@/lib/i18n';

/** The hint under a new password: only a hint, the server holds the rule and says why it refused. */
export function newPasswordHint(): string {
  return translate('common', 'passwordHint', { count: PASSWORD.MIN_LENGTH });
}

/**
 * The only checks the change-password forms make before sending: a new password at all, then the same one twice
 * (PRODUCT.md section 5 words them). Length and the rest are the server's, so its message is the one people read.
 */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password === '') return translate('common', 'passwordEmpty');
  if (password !== confirmation) return translate('common', 'passwordMismatch');
  return null;
}
