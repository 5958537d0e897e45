import fp from 'fastify-plugin';
import { localeOfAnswer } from '../i18n/request-locale';
import { answerInLanguage } from '../i18n/translate-message';

/**
 * The REST door's confirmations (`{success: true, message: 'List deleted'}`) in the viewer's language, as its
 * refusals are (plugins/error-handler.ts); the tRPC door's twin is in trpc/init.ts. One step before the answer
 * is written rather than in each route: the services keep writing English, and a client that asks for no other
 * language gets their exact words. Fastify calls this hook only for an object answer (never for a page, a file
 * or a stream); one without a `message` costs a property read, one the catalogue does not know a few
 * microseconds of look-up and no session read.
 */
export const confirmationLanguagePlugin = fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      // Refusals are worded by the error handler; a 1xx or 3xx answer has no confirmation.
      if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      return answerInLanguage(payload, () => localeOfAnswer(request));
    });
  },
  { name: 'kinora-confirmation-language' },
);
