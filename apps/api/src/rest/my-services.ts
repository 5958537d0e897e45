import {
  myServiceSchema,
  restOk,
  updateMyServicesInputSchema,
  watchRegionSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMyServices } from '../services/my-services/list-my-services';
import { updateMyServices } from '../services/my-services/update-my-services';
import { signedIn } from './guards';

const tags = ['user'];
const answer = { 200: restOk({ region: watchRegionSchema, content: z.array(myServiceSchema) }) };

/** /api/v1/user/services: the active profile's streaming services (docs/product/my-services.md). */
export const myServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/services',
    {
      schema: {
        tags,
        summary:
          "The providers of the profile's region (else ?region, else US), each with whether the profile has it",
        querystring: z.object({ region: watchRegionSchema.optional() }),
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyServices(request.deps, signedIn(request).profileId, request.query.region)),
    }),
  );
  app.put(
    '/user/services',
    {
      schema: {
        tags,
        summary: "Replace the profile's services: {providerIds} of its region ([] clears them)",
        body: updateMyServicesInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await updateMyServices(
        request.deps,
        signedIn(request).profileId,
        request.body.providerIds,
        request.body.region,
      )),
    }),
  );
};
