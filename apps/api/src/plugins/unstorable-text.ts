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
    // A callback hook (it waits for nothing): most requests are reads with nothing to look into, and they should
    // not each pay for a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      if (
        !request.url.startsWith('/trpc/') &&
        (containsUnstorableText(request.params) ||
          containsUnstorableText(request.query) ||
          containsUnstorableText(request.body))
      ) {
        done(new AppError('BAD_INPUT', MESSAGES.UNSTORABLE_TEXT));
        return;
      }
      done();
    });
  },
  { name: 'kinora-unstorable-text' },
);
