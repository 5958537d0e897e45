import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { toPublicError } from '../errors/error-map';

/**
 * The REST door's single error model: `{success:false, message, code}`. 4xx messages are for people and pass
 * through; 5xx are logged with their cause and answered generically.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const publicError = toPublicError(error);
      if (publicError.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: publicError.code, message: publicError.message }, 'request rejected');
      if (publicError.retryAfterSeconds) reply.header('retry-after', String(publicError.retryAfterSeconds));
      return reply
        .status(publicError.status)
        .send({ success: false, message: publicError.message, code: publicError.code });
    });
  },
  { name: 'kinora-error-handler' },
);
