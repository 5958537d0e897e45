import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { toPublicError } from '../errors/error-map';
import { trpcErrorBody } from '../errors/trpc-error-body';

/**
 * The REST door's single error model: `{success:false, message, code}`. 4xx messages are for people and pass
 * through; 5xx are logged with their cause and answered generically. A /trpc request that fails before tRPC
 * answers (time limit, unreadable body) gets the same error in tRPC's shape.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const publicError = toPublicError(error);
      // The error serializer (plugins/request-logging.ts) keeps query parameters and values out of the log.
      if (publicError.status === 503) {
        request.log.warn({ code: publicError.code, err: error }, 'request failed: service unavailable');
      } else if (publicError.status >= 500) {
        request.log.error({ code: publicError.code, err: error }, 'request failed');
      } else request.log.info({ code: publicError.code, message: publicError.message }, 'request rejected');
      if (publicError.retryAfterSeconds) reply.header('retry-after', String(publicError.retryAfterSeconds));
      reply.status(publicError.status);
      if (request.url.startsWith('/trpc/')) return reply.send(trpcErrorBody(request.url, publicError));
      return reply.send({ success: false, message: publicError.message, code: publicError.code });
    });
  },
  { name: 'kinora-error-handler' },
);
