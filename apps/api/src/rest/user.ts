import type { FastifyPluginAsync } from 'fastify';
import { clearSessionCookie } from '../lib/session-cookie';
import { deleteAccount } from '../services/users/delete-account';
import { getProfile } from '../services/users/get-profile';
import { requireAuth } from './guards';

/** /api/v1/user/profile and /api/v1/auth/deleteUser. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  app.get('/user/profile', async (request) => {
    const auth = await requireAuth(request);
    return { success: true, user: await getProfile(deps, auth) };
  });
  app.delete('/auth/deleteUser', async (request) => {
    const { userId } = await requireAuth(request);
    const { message } = await deleteAccount(deps, userId);
    clearSessionCookie(request.cookieJar);
    return { success: true, message };
  });
};
