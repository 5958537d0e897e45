import { DEFAULT_LOCALE } from '@kinora/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localeOfRequest } from '../i18n/request-locale';
import { withCatalogueLanguage } from '../services/catalogue/catalogue-language';

/**
 * Every request, whichever door, reads the catalogue in its language (localeOfRequest: the profile's setting, the
 * visitor's cookie, Accept-Language). Fastify's next step runs inside the language's context, from onRequest on:
 * later hooks, the body's parsing and the handler continue from there (as the tracing plugin does with its span).
 * The session is read for it only when the handler reads the catalogue; if it cannot be, the answer is English.
 */
export const catalogueLanguagePlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      withCatalogueLanguage(() => localeOfRequest(request).catch(() => DEFAULT_LOCALE), done);
    });
  },
  { name: 'kinora-catalogue-language', dependencies: ['kinora-session'] },
);
