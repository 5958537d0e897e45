import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What admins did, for admins to read. Names are kept as e-mail text rather than references, so the trail
 * survives the deletion of the account acted on (and of the admin's own account). The id counts up, so it is
 * also the order the actions happened in, even within one millisecond.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetEmail: text('target_email'),
  },
  // For dropping entries past the retention time.
  (t) => [index('admin_audit_at_idx').on(t.at)],
);
