import { AppError, MESSAGES } from '@kinora/domain';
import fp from 'fastify-plugin';
import { containsUnstorableText } from '../lib/unstorable-text';

/**
 * Refuses, with a 400 and a message, any REST request whose body, query or path parameters hold text Postgres
 * cannot store (see lib/unstorable-text.ts). One hook for every route, so no route can forget it. tRPC inputs
 * get the same check in a middleware (trpc/init.ts), which answers in tRPC's own error shape.
 */
export const unstorableTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.url.startsWith('/trpc/')) return;
      if (
        containsUnstorableText(request.params) ||
        containsUnstorableText(request.query) ||
        containsUnstorableText(request.body)
      ) {
        throw new AppError('BAD_INPUT', MESSAGES.UNSTORABLE_TEXT);
      }
    });
  },
  { name: 'kinora-unstorable-text' },
);
