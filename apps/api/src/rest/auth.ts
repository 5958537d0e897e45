import { durationInWords, PASSWORD_RESET } from '@kinora/domain';
import {
  passwordResetInputSchema,
  passwordResetRequestSchema,
  restMessageSchema,
  restUserSchema,
  signInInputSchema,
  signUpInputSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browserLocaleOf } from '../i18n/request-locale';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../lib/session-cookie';
import { requestPasswordReset, resetPassword } from '../services/auth/password-reset';
import { signIn } from '../services/auth/sign-in';
import { signOut } from '../services/auth/sign-out';
import { signUp } from '../services/auth/sign-up';
import {
  describeRateLimit,
  describeRateLimits,
  RESET_CODE_PER_ADDRESS,
  RESET_REQUEST_PER_ACCOUNT,
  RESET_REQUEST_PER_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  SIGN_UP_PER_ADDRESS,
  SIGN_UP_PER_EMAIL,
} from '../services/security/rate-limit-policies';
import { googleAuthRoutes } from './google-auth';
import { signedIn } from './guards';

const tags = ['auth'];

/** /api/v1/auth: the envelopes existing REST clients read (`{success, message, ...}`), over the same services as tRPC. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/signup',
    {
      config: {
        public: true,
        rateLimit: describeRateLimits(deps.config, SIGN_UP_PER_ADDRESS, SIGN_UP_PER_EMAIL),
      },
      schema: {
        tags,
        summary: 'Create an account and sign in (starts a new session; the welcome e-mail is queued)',
        body: signUpInputSchema,
        response: { 201: restUserSchema },
      },
    },
    async (request, reply) => {
      const { user, session, message } = await signUp(request.deps, request.body, {
        ip: request.ip,
        locale: browserLocaleOf(request),
        previousToken: sessionToken(request.cookieJar),
      });
      setSessionCookie(request.cookieJar, deps.config, session);
      return reply.status(201).send({ success: true, user, message });
    },
  );

  app.post(
    '/signin',
    {
      config: {
        public: true,
        rateLimit: `${describeRateLimit(deps.config, SIGN_IN_PER_ADDRESS)}; failed sign-ins slow the account down instead of refusing it`,
      },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (starts a new session)',
        body: signInInputSchema,
        response: { 200: restUserSchema },
      },
    },
    async (request) => {
      const { user, session, message } = await signIn(request.deps, request.body, {
        ip: request.ip,
        previousToken: sessionToken(request.cookieJar),
      });
      setSessionCookie(request.cookieJar, deps.config, session);
      return { success: true as const, user, message };
    },
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: { tags, summary: 'End this session', response: { 200: restMessageSchema } },
    },
    async (request) => {
      const { message } = await signOut(request.deps, sessionToken(request.cookieJar));
      clearSessionCookie(request.cookieJar);
      return { success: true as const, message };
    },
  );

  // The forgot-password pair existing clients call. An unknown address answers 400, as they expect; the second
  // step now needs the code the first one e-mailed (the legacy body gains `code`).
  app.post(
    '/checkAccount',
    {
      config: {
        public: true,
        rateLimit: describeRateLimits(deps.config, RESET_REQUEST_PER_ADDRESS, RESET_REQUEST_PER_ACCOUNT),
      },
      schema: {
        tags,
        summary: `Forgot password, step 1: e-mail a 6-digit code (${durationInWords(PASSWORD_RESET.CODE_TTL_MS)}, ${PASSWORD_RESET.MAX_ATTEMPTS} tries); 400 for an unknown address`,
        body: passwordResetRequestSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await requestPasswordReset(request.deps, request.body.email, {
        ip: request.ip,
        locale: browserLocaleOf(request),
      })),
    }),
  );
  app.post(
    '/changePasswordH',
    {
      config: {
        public: true,
        rateLimit: `${describeRateLimit(deps.config, RESET_CODE_PER_ADDRESS)}; ${PASSWORD_RESET.MAX_ATTEMPTS} tries per code`,
      },
      schema: {
        tags,
        summary: 'Forgot password, step 2: the e-mailed code and the new password (signs out every session)',
        body: passwordResetInputSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await resetPassword(request.deps, request.body, { ip: request.ip })),
    }),
  );

  await app.register(googleAuthRoutes);

  app.get(
    '/authcheck',
    {
      schema: {
        tags,
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: restUserSchema },
      },
    },
    async (request) => ({ success: true as const, user: signedIn(request).user }),
  );
};
