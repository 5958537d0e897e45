import { durationInWords, EMAIL_VERIFICATION } from '@kinora/domain';
import {
  deleteAccountInputSchema,
  legacyChangePasswordInputSchema,
  restMessageSchema,
  verifyEmailInputSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../lib/session-cookie';
import { changePassword } from '../services/auth/change-password';
import { deleteOwnAccount } from '../services/auth/delete-own-account';
import {
  describeRateLimits,
  PASSWORD_CHECK_PER_ACCOUNT,
  PASSWORD_CHECK_PER_ADDRESS,
} from '../services/security/rate-limit-policies';
import { verifyEmail } from '../services/users/email-verification';
import { signedIn } from './guards';

const tags = ['auth'];

/**
 * /api/v1/auth's account routes: change the password, open the e-mail verification link, delete the account.
 * Signing in and out lives in auth.ts.
 */
export const authAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const passwordChecks = `current-password checks: ${describeRateLimits(deps.config, PASSWORD_CHECK_PER_ADDRESS, PASSWORD_CHECK_PER_ACCOUNT)}`;
  // The legacy body is the new password alone (existing clients never sent the current one): enough from a
  // session that signed in recently; an older one adds currentPassword or signs in again.
  app.post(
    '/changePassword',
    {
      config: { rateLimit: passwordChecks },
      schema: {
        tags,
        summary:
          'Set a new password from a signed-in session (other sessions are signed out); legacy body {password}. ' +
          'Without currentPassword only a session signed in within RECENT_SIGN_IN_SECONDS may (else 403)',
        body: legacyChangePasswordInputSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await changePassword(
        request.deps,
        signedIn(request),
        { newPassword: request.body.password, currentPassword: request.body.currentPassword },
        { ip: request.ip },
      )),
    }),
  );
  app.post(
    '/verifyEmail',
    {
      config: { public: true },
      schema: {
        tags,
        summary: `Open the welcome e-mail's verification link (single use, ${durationInWords(EMAIL_VERIFICATION.LINK_TTL_MS)})`,
        body: verifyEmailInputSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await verifyEmail(request.deps, request.body.token)) }),
  );
  app.delete(
    '/deleteUser',
    {
      config: { rateLimit: passwordChecks },
      schema: {
        tags,
        summary:
          'Delete this account and everything it holds; signs out. Without currentPassword only a session ' +
          'signed in within RECENT_SIGN_IN_SECONDS may (else 403)',
        body: deleteAccountInputSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => {
      const { message } = await deleteOwnAccount(request.deps, signedIn(request), request.body, {
        ip: request.ip,
      });
      clearSessionCookie(request.cookieJar);
      return { success: true as const, message };
    },
  );
};
