import { z } from 'zod';
import { emailSchema } from './user';

/** The shared admin password, checked by the server against its hash. */
export const adminElevateInputSchema = z.strictObject(
  {
    password: z
      .string({ error: 'Enter the admin password' })
      .min(1, { error: 'Enter the admin password' })
      .max(200, { error: 'The admin password is at most 200 characters' }),
  },
  { error: 'Send a JSON object with password' },
);

/** One page of the admin's user table, optionally filtered by a piece of the e-mail address. */
export const adminUsersInputSchema = z.strictObject({
  search: z.string().trim().max(254, { error: 'search is at most 254 characters' }).optional(),
  page: z.coerce.number().int().min(1, { error: 'page starts at 1' }).max(100_000).optional(),
});

/** An account, named by its e-mail address (the admin pages' address bar carries it). */
export const adminUserInputSchema = z.object(
  { email: emailSchema },
  { error: 'Send a JSON object with email' },
);

export const adminUserRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  created: z.string(),
  /** A verified account on a configured admin address: shown with a mark, never deletable from the admin pages. */
  privileged: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/**
 * What the audit log records: the admin password accepted or refused, an account's details opened, an account
 * deleted. Each entry names the admin and, where there is one, the account acted on.
 */
export const ADMIN_AUDIT_ACTIONS = ['unlock', 'unlock-refused', 'view-user', 'delete-user'] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** One page of the audit log, newest first. */
export const adminAuditInputSchema = z.strictObject({
  page: z.coerce.number().int().min(1, { error: 'page starts at 1' }).max(100_000).optional(),
});

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  admin: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  /** The account acted on, by e-mail address; null for the password gate. */
  target: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** One page of the admin's user table. */
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  page: z.int(),
  totalPages: z.int(),
  total: z.int(),
});

/** One page of the audit log. */
export const adminAuditPageSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  page: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
