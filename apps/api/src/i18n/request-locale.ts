import { chooseLocale, isLocale, LANGUAGE_COOKIE, type Locale } from '@kinora/domain';
import type { FastifyRequest } from 'fastify';
import { withDeadline } from '../lib/deadline';

export { LANGUAGE_COOKIE };

/**
 * The language the browser asks for, the profile aside: a signed-out visitor's choice (LANGUAGE_COOKIE), else
 * Accept-Language (the web app sends its page's language there), else English. Needs no database.
 */
export function browserLocaleOf(request: FastifyRequest): Locale {
  // Optional: a request refused before its cookies were read (a malformed one) still gets an answer.
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return chooseLocale(isLocale(chosen) ? chosen : undefined, request.headers['accept-language']);
}

/**
 * The language a request is answered in (messages, e-mails, catalogue texts, `<html lang>`): the active
 * profile's setting, else what the browser asks for (browserLocaleOf). One rule for every door: `chooseLocale`
 * in the domain.
 */
export async function localeOfRequest(request: FastifyRequest): Promise<Locale> {
  const auth = await request.getAuth();
  const setting = auth?.profile.language;
  return isLocale(setting) ? setting : browserLocaleOf(request);
}

/** How long an answer waits for the session to learn the profile's language before it answers anyway. */
const ANSWER_SESSION_WAIT_MS = 250;

/**
 * The language of an answer already decided, a confirmation or an error. It never fails and never waits long
 * (the change it confirms is made, the failure it reports is known): a session that cannot be read in time
 * leaves the browser's language.
 */
export async function localeOfAnswer(request: FastifyRequest): Promise<Locale> {
  try {
    const auth = await withDeadline(request.getAuth(), ANSWER_SESSION_WAIT_MS, null);
    const setting = auth?.profile.language;
    return isLocale(setting) ? setting : browserLocaleOf(request);
  } catch {
    return browserLocaleOf(request);
  }
}

/** The language of an error's answer (localeOfAnswer); when the database is what failed (503), the browser's. */
export async function localeOfFailedRequest(request: FastifyRequest, status: number): Promise<Locale> {
  return status === 503 ? browserLocaleOf(request) : localeOfAnswer(request);
}
