import { HEALTH_PATH } from '@kinora/domain';
import { healthSchema, restErrorSchema } from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseAnswers } from '../plugins/readiness';

/**
 * GET /cronjob/run: the health check clients use to pick a server. It answers `{message}` only when this
 * instance can reach its database, so a client never settles on an instance that cannot serve it.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['health'],
        summary:
          'Health check: {message} while this instance reaches its database (clients pick their server by it); any GET also hands out the XSRF-TOKEN cookie',
        response: {
          200: healthSchema,
          503: restErrorSchema.omit({ message: true }).extend({ status: z.string() }),
        },
      },
    },
    async (request, reply) => {
      if (!(await databaseAnswers(app.deps, request.log))) {
        return reply
          .status(503)
          .send({ success: false, code: 'UPSTREAM_FAILED', status: 'database unavailable' });
      }
      return { message: 'Kinora API is running' };
    },
  );
};
