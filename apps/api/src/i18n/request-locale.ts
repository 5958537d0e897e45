import { chooseLocale, isLocale, type Locale } from '@kinora/domain';
import type { FastifyRequest } from 'fastify';

/** The signed-out visitor's choice of language (the landing's switcher), readable by the page as well. */
export const LANGUAGE_COOKIE = 'kinora_lang';

/**
 * The language a request is answered in (messages, e-mails, catalogue texts, `<html lang>`): the active
 * profile's setting, else a signed-out visitor's choice (LANGUAGE_COOKIE), else Accept-Language (the web app sends
 * its page's language there), else English. One rule for every door: `chooseLocale` in the domain.
 */
export async function localeOfRequest(request: FastifyRequest): Promise<Locale> {
  const auth = await request.getAuth();
  const chosen = auth?.profile.language ?? request.cookies[LANGUAGE_COOKIE];
  return chooseLocale(isLocale(chosen) ? chosen : undefined, request.headers['accept-language']);
}
