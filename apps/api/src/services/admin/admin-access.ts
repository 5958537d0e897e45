import { AppError } from '@kinora/domain';
import type { AuthState } from '../users/public-user';

export const ADMINS_ONLY = 'This area is for admins only';
export const ADMIN_PASSWORD_FIRST = 'Enter the admin password first';

/**
 * Admin rights need both: an account on the configured admin list, and the admin password verified in this
 * session within the last 30 minutes. Both doors check it on every admin call; the web app's gate is only a view.
 */
export function requireElevatedAdmin(auth: AuthState): void {
  if (!auth.user.isAdmin) throw new AppError('FORBIDDEN', ADMINS_ONLY);
  if (!auth.isAdminElevated) throw new AppError('FORBIDDEN', ADMIN_PASSWORD_FIRST);
}
