import {
  adminAuditInputSchema,
  adminElevateInputSchema,
  adminUserInputSchema,
  adminUsersInputSchema,
} from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../errors/error-map';
import { requireElevatedAdmin } from '../services/admin/admin-access';
import { listAdminAudit } from '../services/admin/audit';
import { elevateAdmin } from '../services/admin/elevate';
import { deleteUserByEmail, getUserDetail, listUsers } from '../services/admin/users';
import { listLeaderboard } from '../services/game/leaderboard';
import { requireAuth } from './guards';

/**
 * The legacy admin routes. `GET /auth/admin/users` once fed the game's leaderboard to every user with every
 * e-mail: now an elevated admin gets the user table, anyone else the leaderboard's public rows (never an e-mail).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  app.post('/auth/admin/verify', async (request) => {
    const auth = await requireAuth(request);
    const { password } = parseInput(adminElevateInputSchema, request.body);
    return { success: true, ...(await elevateAdmin(deps, auth, password)) };
  });
  app.get('/auth/admin/users', async (request) => {
    const auth = await requireAuth(request);
    if (!(auth.user.isAdmin && auth.isAdminElevated)) {
      return { success: true, users: await listLeaderboard(deps), message: 'Leaderboard' };
    }
    const input = parseInput(adminUsersInputSchema, request.query);
    return { success: true, ...(await listUsers(deps, input)), message: 'All users' };
  });
  app.post('/auth/admin/mail', async (request) => {
    const auth = await requireAuth(request);
    requireElevatedAdmin(auth);
    const { email } = parseInput(adminUserInputSchema, request.body);
    return { success: true, ...(await getUserDetail(deps, auth, email)), message: 'User found' };
  });
  app.delete('/auth/deleteUserMail', async (request) => {
    const auth = await requireAuth(request);
    requireElevatedAdmin(auth);
    const { email } = parseInput(adminUserInputSchema, request.body);
    return { success: true, ...(await deleteUserByEmail(deps, auth, email)) };
  });
  app.get('/auth/admin/audit', async (request) => {
    requireElevatedAdmin(await requireAuth(request));
    const input = parseInput(adminAuditInputSchema, request.query);
    return { success: true, ...(await listAdminAudit(deps, input)), message: 'Audit log' };
  });
};
