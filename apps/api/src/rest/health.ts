import type { FastifyPluginAsync } from 'fastify';
import { databaseAnswers } from '../plugins/readiness';

/**
 * GET /cronjob/run: the health check clients use to pick a server. It answers `{message}` only when this
 * instance can reach its database, so a client never settles on an instance that cannot serve it.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cronjob/run', async (request, reply) => {
    if (!(await databaseAnswers(app.deps, request.log))) {
      return reply
        .status(503)
        .send({ success: false, code: 'UPSTREAM_FAILED', status: 'database unavailable' });
    }
    return { message: 'Kinora API is running' };
  });
};
