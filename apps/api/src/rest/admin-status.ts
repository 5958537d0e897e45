import { durationInWords, OPERATOR_STATUS } from '@kinora/domain';
import { restOperatorStatusSchema } from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireElevatedAdmin } from '../services/admin/admin-access';
import { getOperatorStatus } from '../services/status/get-operator-status';
import { signedIn } from './guards';

/** The operator status page's REST door (tRPC: `admin.operatorStatus`): elevated admins only, as every admin route. */
export const adminStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/status',
    {
      preValidation: async (request) => requireElevatedAdmin(signedIn(request)),
      schema: {
        tags: ['admin'],
        summary: `Elevated admins: the instances seen in the last ${durationInWords(OPERATOR_STATUS.SEEN_WINDOW_MS)} with their summed counters, TMDB, the mail queue and the periodic jobs`,
        response: { 200: restOperatorStatusSchema },
      },
    },
    async () => ({ success: true as const, content: await getOperatorStatus(app.deps) }),
  );
};
