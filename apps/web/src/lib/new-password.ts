import { PASSWORD } from '@kinora/domain';

/** What the change-password forms say (PRODUCT.md section 5, word for word). */
export const NEW_PASSWORD_TEXT = {
  EMPTY: "password can't be empty",
  MISMATCH: 'Passwords do not match',
  /** Only a hint: the server holds the rule and says why it refused. */
  HINT: `Use at least ${PASSWORD.MIN_LENGTH} characters.`,
} as const;

/**
 * The only checks the change-password forms make before sending: a new password at all, then the same one twice.
 * Length and the rest are the server's, so its message is the one people read.
 */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password === '') return NEW_PASSWORD_TEXT.EMPTY;
  if (password !== confirmation) return NEW_PASSWORD_TEXT.MISMATCH;
  return null;
}
