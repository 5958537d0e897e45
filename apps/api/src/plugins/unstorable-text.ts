import { AppError, MESSAGES } from '@kinora/domain';
import fp from 'fastify-plugin';
import { containsUnstorableText, isUnstorableText } from '../lib/unstorable-text';

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
      const { url } = request;
      if (
        !url.startsWith('/trpc/') &&
        // Path parameters and the query are read from the URL: one with neither such text nor a percent escape
        // cannot give them any (splitting it cannot part a character's halves), so they need no walk of their own.
        (((url.includes('%') || isUnstorableText(url)) &&
          (containsUnstorableText(request.params) || containsUnstorableText(request.query))) ||
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
