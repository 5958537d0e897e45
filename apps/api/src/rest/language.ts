import { languageSettingInputSchema, languageSettingSchema, restOk } from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browserLocaleOf } from '../i18n/request-locale';
import { getLanguage, setLanguage } from '../services/profiles/language';
import { signedIn } from './guards';

const tags = ['user'];
const answer = { 200: restOk(languageSettingSchema.shape) };

/** /api/v1/user/language: the active profile's interface language (docs/product/languages.md). */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/language',
    {
      schema: {
        tags,
        summary:
          "The profile's language (null: follow the browser) and the one it gets: the setting, else the kinora_lang cookie, else Accept-Language, else en",
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getLanguage(request.deps, signedIn(request).profileId, browserLocaleOf(request))),
    }),
  );
  app.put(
    '/user/language',
    {
      schema: {
        tags,
        summary:
          "Choose the profile's language for pages, messages and e-mails, or null to follow the browser",
        body: languageSettingInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await setLanguage(
        request.deps,
        signedIn(request),
        request.body.language,
        browserLocaleOf(request),
      )),
    }),
  );
};
