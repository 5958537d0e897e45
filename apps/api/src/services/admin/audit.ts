import { ADMIN, type AdminAuditAction, type AdminAuditEntry } from '@kinora/domain';
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import { adminAudit } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthState } from '../users/public-user';

/**
 * Writes one admin action to the audit log. Opening the same account again within ten minutes (a refresh, a
 * second tab) is already on record and adds nothing. Entries older than a year are dropped here, so the log
 * needs no separate clean-up job.
 */
export async function recordAdminAction(
  deps: Deps,
  auth: AuthState,
  action: AdminAuditAction,
  targetEmail: string | null = null,
): Promise<void> {
  const now = deps.now();
  const adminEmail = auth.user.email;
  if (action === 'view-user' && targetEmail !== null) {
    const since = new Date(now.getTime() - ADMIN.AUDIT_VIEW_REPEAT_MS);
    const [recent] = await deps.db
      .select({ id: adminAudit.id })
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.adminEmail, adminEmail),
          eq(adminAudit.action, action),
          eq(adminAudit.targetEmail, targetEmail),
          gt(adminAudit.at, since),
        ),
      )
      .limit(1);
    if (recent) return;
  }
  await deps.db.insert(adminAudit).values({ at: now, adminEmail, action, targetEmail });
  await deps.db
    .delete(adminAudit)
    .where(lt(adminAudit.at, new Date(now.getTime() - ADMIN.AUDIT_RETENTION_MS)));
}

/** One page of the audit log for an admin: newest first, 15 a page. */
export async function listAdminAudit(deps: Deps, { page = 1 }: { page?: number }) {
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(adminAudit);
  const rows = await deps.db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.id))
    .limit(ADMIN.TABLE_PAGE_SIZE)
    .offset((page - 1) * ADMIN.TABLE_PAGE_SIZE);
  const entries: AdminAuditEntry[] = rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    admin: row.adminEmail,
    action: row.action as AdminAuditAction,
    target: row.targetEmail,
  }));
  return { entries, page, totalPages: Math.max(1, Math.ceil(total / ADMIN.TABLE_PAGE_SIZE)), total };
}
