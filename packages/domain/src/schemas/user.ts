import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD, USERNAME } from '../constants';
import { MESSAGES } from '../errors';
import { profileSummarySchema } from './profiles';

/** What a signed-in user may see of their own account. Never a hash, never another user's data. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  picture: z.string().nullable(),
  created: z.string(),
  flappy: z.object({ score: z.number().int() }),
  adultContent: z.boolean(),
  /** The owner opened the link of the welcome e-mail; until then admin rights wait and a banner offers a resend. */
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  /**
   * The profile this session acts as (docs/product/profiles.md): the menu shows it. This server always sends it;
   * optional for the clients written before profiles.
   */
  profile: profileSummarySchema.optional(),
  /**
   * The active profile's interface and catalogue language (a shipped locale), or null to follow the browser.
   * Optional for the clients written before it.
   */
  language: z.string().nullable().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const requiredText = (max: number, field: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? MESSAGES.ALL_FIELDS_REQUIRED : `${field} must be text`),
    })
    .trim()
    .min(1, { error: MESSAGES.ALL_FIELDS_REQUIRED })
    .max(max, { error: `${field} must be at most ${max} characters` });

export const emailSchema = requiredText(EMAIL_MAX_LENGTH, 'Email')
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const usernameSchema = requiredText(USERNAME.MAX_LENGTH, 'Username')
  .min(USERNAME.MIN_LENGTH, { error: `Username must be at least ${USERNAME.MIN_LENGTH} characters` })
  .regex(/^[\p{L}\p{N}._-]+$/u, {
    error: 'Username may use letters, digits, dots, dashes and underscores only',
  });

/** Passwords are not trimmed: spaces are legitimate characters. */
export const newPasswordSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? MESSAGES.ALL_FIELDS_REQUIRED : 'Password must be text'),
  })
  .min(1, { error: MESSAGES.ALL_FIELDS_REQUIRED })
  .min(PASSWORD.MIN_LENGTH, { error: MESSAGES.PASSWORD_TOO_SHORT })
  .max(PASSWORD.MAX_LENGTH, { error: `Password must be at most ${PASSWORD.MAX_LENGTH} characters` });

const existingPasswordSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? MESSAGES.ALL_FIELDS_REQUIRED : 'Password must be text'),
  })
  .min(1, { error: MESSAGES.ALL_FIELDS_REQUIRED })
  .max(PASSWORD.MAX_LENGTH, { error: `Password must be at most ${PASSWORD.MAX_LENGTH} characters` });

export const signUpInputSchema = z.strictObject(
  { email: emailSchema, username: usernameSchema, password: newPasswordSchema },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Send a JSON object with email, username and password',
  },
);
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.strictObject(
  { email: emailSchema, password: existingPasswordSchema },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Send a JSON object with email and password',
  },
);
export type SignInInput = z.infer<typeof signInInputSchema>;

/** The adult-content switch, as the settings page and existing REST clients send it: `{preference}`. */
export const adultPreferenceInputSchema = z.object(
  { preference: z.boolean({ error: 'preference must be true or false' }) },
  { error: 'Send a JSON object with preference: true or false' },
);

/**
 * Changing the password while signed in: the web app and tRPC also ask for the current one, so a session left
 * open on a shared screen cannot lock its owner out.
 */
export const changePasswordInputSchema = z.strictObject(
  { currentPassword: existingPasswordSchema, newPassword: newPasswordSchema },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Send a JSON object with currentPassword and newPassword',
  },
);
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/**
 * The legacy REST route's body: existing clients send the new password alone, which a session that signed in
 * recently may do; an older session adds `currentPassword`.
 */
export const legacyChangePasswordInputSchema = z.object(
  { password: newPasswordSchema, currentPassword: existingPasswordSchema.optional() },
  { error: 'Send a JSON object with password' },
);

/**
 * Deleting one's own account: nothing more from a session that signed in recently, otherwise the current
 * password. Existing REST clients send no body at all (null at the REST door, no input on tRPC).
 */
export const deleteAccountInputSchema = z
  .object(
    { currentPassword: existingPasswordSchema.optional() },
    { error: 'Send a JSON object, with currentPassword if you have one' },
  )
  .nullish();
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** Asking for a password reset: the account's e-mail address. */
export const passwordResetRequestSchema = z.strictObject(
  { email: emailSchema },
  { error: 'Send a JSON object with email' },
);

/** Setting a new password with the code the reset e-mail carried (6 digits). */
export const passwordResetInputSchema = z.strictObject(
  {
    email: emailSchema,
    code: z
      .string({ error: 'Enter the code from the e-mail' })
      .trim()
      .regex(/^\d{6}$/, { error: 'The code is the 6 digits from the e-mail' }),
    password: newPasswordSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Send a JSON object with email, code and password',
  },
);
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

/** The token of an e-mail verification link. */
export const verifyEmailInputSchema = z.strictObject(
  {
    token: z
      .string({ error: 'This verification link is incomplete' })
      .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This verification link is incomplete' }),
  },
  { error: 'Send a JSON object with token' },
);
