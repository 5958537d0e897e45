/** The contact form's rules (docs/product/accounts.md): every field required, the e-mail an address. */
import { type MessageKey, translate } from '@/lib/i18n';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** What is wrong, by field; a field with nothing wrong is absent. */
export type ContactProblems = Partial<Record<ContactField, string>>;

/**
 * What the page says is wrong with each field, and when sending failed: catalogue keys whose English is the
 * server's own words (packages/domain contactMessageSchema), so both say the same.
 */
export const CONTACT_TEXTS = {
  name: 'contactNameRequired',
  email: 'contactEmailInvalid',
  message: 'contactMessageRequired',
  failed: 'contactFailed',
} as const satisfies Record<string, MessageKey<'account'>>;

/** Loose on purpose: the server has the last word; this only keeps obvious slips from a round trip. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problems the page can see before sending: blank fields (spaces count as blank) and a malformed e-mail. */
export function contactProblems(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  if (!values.name.trim()) problems.name = translate('account', CONTACT_TEXTS.name);
  if (!LOOKS_LIKE_EMAIL.test(values.email.trim())) problems.email = translate('account', CONTACT_TEXTS.email);
  if (!values.message.trim()) problems.message = translate('account', CONTACT_TEXTS.message);
  return problems;
}

/**
 * The field a refusal from the server is about, read from its English message ("Name is required", "Please enter a valid
 * email address", "Message must be at most 5000 characters"); null when it is about no one field (a rate limit).
 */
export function fieldOfServerMessage(message: string): ContactField | null {
  if (/^name\b/i.test(message)) return 'name';
  if (/\bemail\b/i.test(message)) return 'email';
  if (/^message\b/i.test(message)) return 'message';
  return null;
}
