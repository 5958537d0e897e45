import { XSRF_HEADER } from '@kinora/domain';
import fp from 'fastify-plugin';

const ALLOWED_HEADERS = `content-type, ${XSRF_HEADER}, x-request-id, trpc-accept`;
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Credentialed CORS for the listed web origins only (two-instance mode, where the page and the API instances
 * live on different ports). With no origins configured nothing is added: one origin needs no CORS.
 */
export const corsPlugin = fp<{ origins: string[] }>(
  async (app, { origins }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins);
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      reply.header('vary', 'Origin');
      if (!origin || !allowed.has(origin)) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', 'x-request-id, retry-after');
      if (request.method === 'OPTIONS') {
        reply
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
        return reply.status(204).send();
      }
    });
  },
  { name: 'kinora-cors' },
);
