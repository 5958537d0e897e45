import { DEFAULT_LOCALE, isLocale, type Locale } from '@kinora/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps';
import { browserLocaleOf, localeOfRequest } from '../i18n/request-locale';
import { depsInLanguage } from '../services/catalogue/catalogue-language';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What this request's services are given: the app's `deps`, with the catalogue answering in the request's
     * language. Made on first use; the language is decided on the first catalogue read.
     */
    readonly deps: Deps;
    requestDeps: Deps | null;
  }
}

/**
 * The request's language (localeOfRequest: the profile's setting, the visitor's cookie, Accept-Language): at
 * once when the session is known without waiting (the session cache had it), else once it is read; if it
 * cannot be, the answer is English.
 */
function languageOfRequest(request: FastifyRequest): Locale | Promise<Locale> {
  const auth = request.knownAuth();
  if (auth === undefined) return localeOfRequest(request).catch(() => DEFAULT_LOCALE);
  const setting = auth?.profile.language;
  return isLocale(setting) ? setting : browserLocaleOf(request);
}

/**
 * Every request, whichever door, reads the catalogue in its language
 * (docs/decisions/015-catalogue-language.md): REST handlers and tRPC procedures hand `request.deps` to the
 * services. A web app page's prefetch is given the page's language instead (app.ts), the one its texts are in.
 */
export const catalogueLanguagePlugin = fp(
  async (app) => {
    app.decorateRequest('requestDeps', null);
    app.decorateRequest('deps', {
      getter(this: FastifyRequest) {
        this.requestDeps ??= depsInLanguage(app.deps, () => languageOfRequest(this));
        return this.requestDeps;
      },
    });
  },
  { name: 'kinora-catalogue-language', dependencies: ['kinora-session'] },
);
