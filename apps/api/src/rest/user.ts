import {
  accountExportSchema,
  adultPreferenceInputSchema,
  contactMessageSchema,
  deleteAccountInputSchema,
  legacyChangePasswordInputSchema,
  picksSchema,
  regionPreferenceInputSchema,
  restAdultPreferenceSchema,
  restMessageSchema,
  restOk,
  restProfileSchema,
  verifyEmailInputSchema,
  watchRegionSchema,
} from '@kinora/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie } from '../lib/session-cookie';
import { changePassword } from '../services/auth/change-password';
import { deleteOwnAccount } from '../services/auth/delete-own-account';
import { saveContactMessage } from '../services/contact/save-message';
import { listPicks } from '../services/picks/list-picks';
import { setAdultContent } from '../services/users/adult-preference';
import { resendVerification, verifyEmail } from '../services/users/email-verification';
import { exportAccount, exportFileName } from '../services/users/export-account';
import { getProfile } from '../services/users/get-profile';
import { getRegion, setRegion } from '../services/users/region-preference';
import { signedIn } from './guards';

const tags = ['user'];

/** /api/v1/user/profile, the adult-content preference, password change, the contact form and account deletion. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/user/profile',
    {
      schema: {
        tags,
        summary: 'The user with histories and watch-later list',
        response: { 200: restProfileSchema },
      },
    },
    async (request) => ({ success: true as const, user: await getProfile(deps, signedIn(request)) }),
  );
  app.get(
    '/user/export',
    {
      schema: {
        tags,
        summary: 'Everything Kinora holds about this account, as one versioned JSON file (a download)',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const exported = await exportAccount(deps, signedIn(request));
      reply.header('content-disposition', `attachment; filename="${exportFileName(exported)}"`);
      reply.header('cache-control', 'no-store');
      return exported;
    },
  );
  app.get(
    '/user/picks',
    {
      schema: {
        tags,
        summary:
          "Picks for you: 'Because you watched' and 'More like your list', never titles already watched",
        response: { 200: restOk({ picks: picksSchema }) },
      },
    },
    async (request) => ({ success: true as const, picks: await listPicks(deps, signedIn(request).userId) }),
  );
  app.get(
    '/user/region',
    {
      schema: {
        tags,
        summary: "The country 'Where to watch' uses (null: the browser's locale decides)",
        response: { 200: restOk({ region: watchRegionSchema.nullable() }) },
      },
    },
    async (request) => ({ success: true as const, region: await getRegion(deps, signedIn(request).userId) }),
  );
  app.post(
    '/user/region',
    {
      schema: {
        tags,
        summary: "Choose the country for 'Where to watch', or null to follow the browser",
        body: regionPreferenceInputSchema,
        response: { 200: restOk({ region: watchRegionSchema.nullable(), message: z.string() }) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await setRegion(deps, signedIn(request).userId, request.body.region)),
    }),
  );
  app.get(
    '/user/getadultPreference',
    {
      schema: {
        tags,
        summary: 'Whether adult titles are shown to this account',
        response: { 200: restAdultPreferenceSchema },
      },
    },
    async (request) => ({ success: true as const, pref: signedIn(request).user.adultContent }),
  );
  app.post(
    '/user/adultContent',
    {
      schema: {
        tags,
        summary: 'Show or hide adult titles in every list and search',
        body: adultPreferenceInputSchema,
        response: { 200: restAdultPreferenceSchema },
      },
    },
    async (request) => {
      const { message, pref } = await setAdultContent(
        deps,
        signedIn(request).userId,
        request.body.preference,
      );
      return { success: true as const, message, pref };
    },
  );
  // The legacy body is the new password alone (existing clients never sent the current one): enough from a
  // session that signed in recently; an older one adds currentPassword or signs in again.
  app.post(
    '/auth/changePassword',
    {
      config: { rateLimit: 'current-password checks: 20 a minute per client address and 10 per account' },
      schema: {
        tags: ['auth'],
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
        deps,
        signedIn(request),
        { newPassword: request.body.password, currentPassword: request.body.currentPassword },
        { ip: request.ip },
      )),
    }),
  );
  app.post(
    '/contact/savemessage',
    {
      config: { rateLimit: '5 an hour per account and 10 an hour per client address' },
      schema: {
        tags,
        summary: 'Send a message to the operators (stored, and a copy mailed); 5 an hour per account',
        body: contactMessageSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await saveContactMessage(deps, signedIn(request).userId, request.body, { ip: request.ip })),
    }),
  );
  app.post(
    '/auth/verifyEmail',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "Open the welcome e-mail's verification link (single use, 24 hours)",
        body: verifyEmailInputSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await verifyEmail(deps, request.body.token)) }),
  );
  app.post(
    '/user/resendVerification',
    {
      config: { rateLimit: '3 an hour per account' },
      schema: {
        tags,
        summary: 'Send a new verification link (3 an hour)',
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await resendVerification(deps, signedIn(request))) }),
  );
  app.delete(
    '/auth/deleteUser',
    {
      config: { rateLimit: 'current-password checks: 20 a minute per client address and 10 per account' },
      schema: {
        tags: ['auth'],
        summary:
          'Delete this account and everything it holds; signs out. Without currentPassword only a session ' +
          'signed in within RECENT_SIGN_IN_SECONDS may (else 403)',
        body: deleteAccountInputSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => {
      const { message } = await deleteOwnAccount(deps, signedIn(request), request.body, { ip: request.ip });
      clearSessionCookie(request.cookieJar);
      return { success: true as const, message };
    },
  );
};
