import {
  passwordResetInputSchema,
  passwordResetRequestSchema,
  signInInputSchema,
  signUpInputSchema,
} from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../errors/error-map';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../lib/session-cookie';
import { requestPasswordReset, resetPassword } from '../services/auth/password-reset';
import { signIn } from '../services/auth/sign-in';
import { signOut } from '../services/auth/sign-out';
import { signUp } from '../services/auth/sign-up';
import { googleAuthRoutes } from './google-auth';
import { requireAuth } from './guards';

/** /api/v1/auth: the envelopes existing REST clients read (`{success, message, ...}`), over the same services as tRPC. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;

  app.post('/signup', async (request, reply) => {
    const input = parseInput(signUpInputSchema, request.body);
    const { user, session, message } = await signUp(deps, input, {
      ip: request.ip,
      previousToken: sessionToken(request.cookieJar),
    });
    setSessionCookie(request.cookieJar, deps.config, session);
    return reply.status(201).send({ success: true, user, message });
  });

  app.post('/signin', async (request) => {
    const input = parseInput(signInInputSchema, request.body);
    const { user, session, message } = await signIn(deps, input, {
      ip: request.ip,
      previousToken: sessionToken(request.cookieJar),
    });
    setSessionCookie(request.cookieJar, deps.config, session);
    return { success: true, user, message };
  });

  app.post('/logout', async (request) => {
    const { message } = await signOut(deps, sessionToken(request.cookieJar));
    clearSessionCookie(request.cookieJar);
    return { success: true, message };
  });

  // The forgot-password pair existing clients call. An unknown address answers 400, as they expect; the second
  // step now needs the code the first one e-mailed (the legacy body gains `code`).
  app.post('/checkAccount', async (request) => {
    const { email } = parseInput(passwordResetRequestSchema, request.body);
    return { success: true, ...(await requestPasswordReset(deps, email, { ip: request.ip })) };
  });
  app.post('/changePasswordH', async (request) => {
    const input = parseInput(passwordResetInputSchema, request.body);
    return { success: true, ...(await resetPassword(deps, input)) };
  });

  await app.register(googleAuthRoutes);

  app.get('/authcheck', async (request) => {
    const { user } = await requireAuth(request);
    return { success: true, user };
  });
};
