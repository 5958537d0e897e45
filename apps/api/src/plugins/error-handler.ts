import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { toPublicError } from '../errors/error-map';
import { trpcErrorBody } from '../errors/trpc-error-body';
import { localeOfFailedRequest } from '../i18n/request-locale';
import { translateMessage } from '../i18n/translate-message';

/**
 * The REST door's single error model: `{success:false, message, code}`. 4xx messages are for people and pass
 * through, in the viewer's language (the code stays); 5xx are logged with their cause and answered generically.
 * A /trpc request that fails before tRPC answers (time limit, unreadable body) gets the same error in tRPC's shape.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const publicError = toPublicError(error);
      // The error serializer (plugins/request-logging.ts) keeps query parameters and values out of the log.
      if (publicError.status === 503) {
        request.log.warn({ code: publicError.code, err: error }, 'request failed: service unavailable');
      } else if (publicError.status >= 500) {
        request.log.error({ code: publicError.code, err: error }, 'request failed');
      } else request.log.info({ code: publicError.code, message: publicError.message }, 'request rejected');
      if (publicError.retryAfterSeconds) reply.header('retry-after', String(publicError.retryAfterSeconds));
      reply.status(publicError.status);
      const locale = await localeOfFailedRequest(request, publicError.status);
      // The request's time limit may have answered for it meanwhile (plugins/request-deadline.ts).
      if (reply.sent) return reply;
      const worded = { ...publicError, message: translateMessage(locale, publicError.message) };
      if (request.url.startsWith('/trpc/')) return reply.send(trpcErrorBody(request.url, worded));
      return reply.send({ success: false, message: worded.message, code: worded.code });
    });
  },
  { name: 'kinora-error-handler' },
);
