import {
  createProfileInputSchema,
  profileIdParamsSchema,
  restMessageSchema,
  restProfileListSchema,
  restProfileSummarySchema,
  restProfileSwitchSchema,
  switchProfileInputSchema,
  updateProfileInputSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProfile } from '../services/profiles/create-profile';
import { deleteProfile } from '../services/profiles/delete-profile';
import { listProfiles } from '../services/profiles/list-profiles';
import { switchProfile } from '../services/profiles/switch-profile';
import { updateProfile } from '../services/profiles/update-profile';
import { describeRateLimit, PROFILE_PIN_PER_PROFILE } from '../services/security/rate-limit-policies';
import { signedIn } from './guards';

const tags = ['profiles'];

/** /api/v1/user/profiles: the account's household profiles (docs/product/profiles.md). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/user/profiles',
    {
      schema: {
        tags,
        summary: "The account's profiles, the main one first, and the one this session acts as (`active`)",
        response: { 200: restProfileListSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listProfiles(request.deps, signedIn(request))) }),
  );
  app.post(
    '/user/profiles',
    {
      schema: {
        tags,
        summary: 'Add a profile (at most 6 per account, names unique; not from a kids profile)',
        body: createProfileInputSchema,
        response: { 201: restProfileSummarySchema },
      },
    },
    async (request, reply) => {
      const profile = await createProfile(request.deps, signedIn(request), request.body);
      return reply.status(201).send({ success: true as const, profile });
    },
  );
  app.put(
    '/user/profiles/:id',
    {
      schema: {
        tags,
        summary: 'Change a profile: only what is sent changes; `pin: null` removes the PIN',
        params: profileIdParamsSchema,
        body: updateProfileInputSchema,
        response: { 200: restProfileSummarySchema },
      },
    },
    async (request) => ({
      success: true as const,
      profile: await updateProfile(request.deps, signedIn(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/user/profiles/:id',
    {
      schema: {
        tags,
        summary: 'Delete a profile and everything it owns, signing out its sessions (main profile only)',
        params: profileIdParamsSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deleteProfile(request.deps, signedIn(request), request.params.id)),
    }),
  );
  app.post(
    '/user/profiles/:id/switch',
    {
      config: { rateLimit: describeRateLimit(deps.config, PROFILE_PIN_PER_PROFILE) },
      schema: {
        tags,
        summary: `Act as this profile in this session; a locked profile needs its \`pin\` (${describeRateLimit(deps.config, PROFILE_PIN_PER_PROFILE)})`,
        params: profileIdParamsSchema,
        body: switchProfileInputSchema,
        response: { 200: restProfileSwitchSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await switchProfile(request.deps, signedIn(request), request.params.id, request.body)),
    }),
  );
};
