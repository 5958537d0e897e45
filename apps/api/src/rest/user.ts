import { adultPreferenceInputSchema } from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../errors/error-map';
import { clearSessionCookie } from '../lib/session-cookie';
import { setAdultContent } from '../services/users/adult-preference';
import { deleteAccount } from '../services/users/delete-account';
import { getProfile } from '../services/users/get-profile';
import { requireAuth } from './guards';

/** /api/v1/user/profile, the adult-content preference and /api/v1/auth/deleteUser. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  app.get('/user/profile', async (request) => {
    const auth = await requireAuth(request);
    return { success: true, user: await getProfile(deps, auth) };
  });
  app.get('/user/getadultPreference', async (request) => {
    const auth = await requireAuth(request);
    return { success: true, pref: auth.user.adultContent };
  });
  app.post('/user/adultContent', async (request) => {
    const { userId } = await requireAuth(request);
    const { preference } = parseInput(adultPreferenceInputSchema, request.body);
    const { message, pref } = await setAdultContent(deps, userId, preference);
    return { success: true, message, pref };
  });
  app.delete('/auth/deleteUser', async (request) => {
    const { userId } = await requireAuth(request);
    const { message } = await deleteAccount(deps, userId);
    clearSessionCookie(request.cookieJar);
    return { success: true, message };
  });
};
