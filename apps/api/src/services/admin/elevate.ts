import { ADMIN, AppError } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { verifyPassword } from '../auth/password';
import { consumePolicy } from '../security/rate-limit';
import { ADMIN_PASSWORD_PER_ACCOUNT } from '../security/rate-limit-policies';
import type { AuthState } from '../users/public-user';
import { ADMINS_ONLY } from './admin-access';
import { recordAdminAction } from './audit';

/** The gate's two answers, worded as PRODUCT.md section 5 and 8 have them. */
export const WRONG_ADMIN_PASSWORD = 'Incorrect password. Please try again.';
export const ADMIN_UNLOCKED = 'Authentication successful!';

/**
 * The admin area's password gate, on the server: an admin account that gives the shared admin password (checked
 * against its argon2 hash) is elevated for ADMIN.ELEVATION_MS, in this session only. Attempts are limited per account,
 * and every answer, yes or no, goes to the audit log.
 */
export async function elevateAdmin(deps: Deps, auth: AuthState, password: string) {
  if (!auth.user.isAdmin) throw new AppError('FORBIDDEN', ADMINS_ONLY);
  await consumePolicy(deps, ADMIN_PASSWORD_PER_ACCOUNT, auth.userId);
  if (!(await verifyPassword(deps.config.admin.passwordHash, password))) {
    await recordAdminAction(deps, auth, 'unlock-refused');
    throw new AppError('FORBIDDEN', WRONG_ADMIN_PASSWORD);
  }
  const until = new Date(deps.now().getTime() + ADMIN.ELEVATION_MS);
  await deps.db.update(sessions).set({ adminUntil: until }).where(eq(sessions.id, auth.sessionId));
  deps.sessionCache.evictSession(auth.sessionId);
  await recordAdminAction(deps, auth, 'unlock');
  return { message: ADMIN_UNLOCKED, until: until.toISOString() };
}
