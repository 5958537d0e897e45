import type { FastifyPluginAsync } from 'fastify';
import { getRuntimeConfig } from '../services/runtime-config/get-runtime-config';

export const runtimeConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/runtime-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return getRuntimeConfig(app.deps.config);
  });
};
