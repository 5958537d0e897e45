import {
  adultPreferenceInputSchema,
  contactMessageSchema,
  legacyChangePasswordInputSchema,
  verifyEmailInputSchema,
} from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../errors/error-map';
import { clearSessionCookie } from '../lib/session-cookie';
import { changePassword } from '../services/auth/change-password';
import { saveContactMessage } from '../services/contact/save-message';
import { setAdultContent } from '../services/users/adult-preference';
import { deleteAccount } from '../services/users/delete-account';
import { resendVerification, verifyEmail } from '../services/users/email-verification';
import { getProfile } from '../services/users/get-profile';
import { requireAuth } from './guards';

/** /api/v1/user/profile, the adult-content preference, password change, the contact form and account deletion. */
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
  // The legacy body is the new password alone (existing clients never sent the current one).
  app.post('/auth/changePassword', async (request) => {
    const auth = await requireAuth(request);
    const { password } = parseInput(legacyChangePasswordInputSchema, request.body);
    return { success: true, ...(await changePassword(deps, auth, { newPassword: password })) };
  });
  app.post('/contact/savemessage', async (request) => {
    const { userId } = await requireAuth(request);
    const message = parseInput(contactMessageSchema, request.body);
    return { success: true, ...(await saveContactMessage(deps, userId, message, { ip: request.ip })) };
  });
  app.post('/auth/verifyEmail', async (request) => {
    const { token } = parseInput(verifyEmailInputSchema, request.body);
    return { success: true, ...(await verifyEmail(deps, token)) };
  });
  app.post('/user/resendVerification', async (request) => {
    const auth = await requireAuth(request);
    return { success: true, ...(await resendVerification(deps, auth)) };
  });
  app.delete('/auth/deleteUser', async (request) => {
    const { userId } = await requireAuth(request);
    const { message } = await deleteAccount(deps, userId);
    clearSessionCookie(request.cookieJar);
    return { success: true, message };
  });
};
