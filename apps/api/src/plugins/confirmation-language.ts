import fp from 'fastify-plugin';
import { localeOfAnswer } from '../i18n/request-locale';
import { confirmationIn, knownConfirmation } from '../i18n/translate-message';

/**
 * The REST door's confirmations (`{success: true, message: 'List deleted'}`) in the viewer's language, as its
 * refusals are (plugins/error-handler.ts); the tRPC door's twin is in trpc/init.ts. One step before the
 * answer is written rather than in each route: the services keep writing English, and a client that asks for
 * no other language gets their exact words. Fastify calls this hook only for an object answer (never for a
 * page, a file or a stream). A callback hook: an answer without a `message` the catalogue knows (most of
 * them) passes on at once, with neither a promise nor a session read; one it knows waits for the viewer's
 * language.
 */
export const confirmationLanguagePlugin = fp(
  async (app) => {
    app.addHook('preSerialization', (request, reply, payload, done) => {
      // Refusals are worded by the error handler; a 1xx or 3xx answer has no confirmation.
      const found =
        reply.statusCode >= 200 && reply.statusCode < 300 ? knownConfirmation(payload) : undefined;
      if (!found) {
        done(null, payload);
        return;
      }
      // localeOfAnswer never fails.
      localeOfAnswer(request).then((locale) => done(null, confirmationIn(payload, found, locale)));
    });
  },
  { name: 'kinora-confirmation-language' },
);
