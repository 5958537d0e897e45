import {
  accountExportSchema,
  adultPreferenceInputSchema,
  contactMessageSchema,
  picksSchema,
  regionPreferenceInputSchema,
  restAdultPreferenceSchema,
  restMessageSchema,
  restOk,
  restProfileSchema,
  watchRegionSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { browserLocaleOf } from '../i18n/request-locale';
import { saveContactMessage } from '../services/contact/save-message';
import { listPicks } from '../services/picks/list-picks';
import {
  CONTACT_PER_ACCOUNT,
  CONTACT_PER_ADDRESS,
  describeRateLimit,
  describeRateLimits,
  VERIFICATION_RESENDS_PER_ACCOUNT,
} from '../services/security/rate-limit-policies';
import { setAdultContent } from '../services/users/adult-preference';
import { resendVerification } from '../services/users/email-verification';
import { exportAccount, exportFileName } from '../services/users/export-account';
import { getProfile } from '../services/users/get-profile';
import { getRegion, setRegion } from '../services/users/region-preference';
import { signedIn } from './guards';

const tags = ['user'];

/**
 * /api/v1/user: profile, export, picks, region and adult-content preferences, resending the verification link;
 * and the contact form. The account's /auth routes are in auth-account.ts.
 */
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
    async (request) => ({ success: true as const, user: await getProfile(request.deps, signedIn(request)) }),
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
      const exported = await exportAccount(request.deps, signedIn(request));
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
    async (request) => ({
      success: true as const,
      picks: await listPicks(request.deps, signedIn(request).profileId),
    }),
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
    async (request) => ({
      success: true as const,
      region: await getRegion(request.deps, signedIn(request).profileId),
    }),
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
      ...(await setRegion(request.deps, signedIn(request).profileId, request.body.region)),
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
        request.deps,
        signedIn(request),
        request.body.preference,
      );
      return { success: true as const, message, pref };
    },
  );
  app.post(
    '/contact/savemessage',
    {
      config: { rateLimit: describeRateLimits(deps.config, CONTACT_PER_ACCOUNT, CONTACT_PER_ADDRESS) },
      schema: {
        tags,
        summary: `Send a message to the operators (stored, and a copy mailed); ${describeRateLimit(deps.config, CONTACT_PER_ACCOUNT)}`,
        body: contactMessageSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await saveContactMessage(request.deps, signedIn(request).userId, request.body, {
        ip: request.ip,
        locale: browserLocaleOf(request),
      })),
    }),
  );
  app.post(
    '/user/resendVerification',
    {
      config: { rateLimit: describeRateLimit(deps.config, VERIFICATION_RESENDS_PER_ACCOUNT) },
      schema: {
        tags,
        summary: `Send a new verification link (${describeRateLimit(deps.config, VERIFICATION_RESENDS_PER_ACCOUNT)})`,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await resendVerification(request.deps, signedIn(request), browserLocaleOf(request))),
    }),
  );
};
