import { type Locale, XSRF_COOKIE } from '@kinora/domain';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import type { CallerMeta, Deps } from '../deps';
import { browserLocaleOf, localeOfFailedRequest } from '../i18n/request-locale';
import type { CookieJar } from '../lib/cookies';
import { SESSION_COOKIE } from '../lib/cookies';
import { isSameSiteRequest } from '../lib/same-site';
// The Fastify request/instance additions this context reads are declared there.
import type {} from '../plugins/catalogue-language';
import type {} from '../plugins/session';
import { isValidXsrfToken, isXsrfHeaderValid } from '../services/security/xsrf';
import type { AuthState } from '../services/users/public-user';

/**
 * Everything a procedure may use. Built from a Fastify request in HTTP, or directly by tests (createCaller)
 * with an in-memory cookie jar: no HTTP needed to exercise a procedure.
 */
export type Context = {
  deps: Deps;
  meta: CallerMeta;
  cookies: CookieJar;
  getAuth(): Promise<AuthState | null>;
  /** False when a state-changing call lacks the anti-forgery header; mutations are refused then. */
  hasValidXsrf: boolean;
  /** True unless another site's page made this request (see lib/same-site.ts). */
  sameSite: boolean;
  setHeader(name: string, value: string): void;
  /** The language the browser asks for, the profile aside (i18n/request-locale.ts). */
  browserLocale: Locale;
  /**
   * The language an answer is given in (an error, or text the server translates): the profile's, else the browser's;
   * never fails, never waits long. `status` is the answer's HTTP status (200 for a success).
   */
  answerLocale(status: number): Promise<Locale>;
};

export function createHttpContext({ req, res, info }: CreateFastifyContextOptions): Context {
  return {
    deps: req.deps,
    meta: { ip: req.ip, locale: browserLocaleOf(req) },
    cookies: req.cookieJar,
    getAuth: () => req.getAuth(),
    hasValidXsrf: req.hasValidXsrf || hasValidXsrfParam(req, info.connectionParams),
    sameSite: isSameSiteRequest(req, req.server.deps.config),
    setHeader: (name, value) => {
      res.header(name, value);
    },
    browserLocale: browserLocaleOf(req),
    answerLocale: (status) => localeOfFailedRequest(req, status),
  };
}

/**
 * A subscription is a GET by EventSource, which cannot send the anti-forgery header: its token comes in the
 * connection parameters instead, checked against the cookie exactly as the header is.
 */
function hasValidXsrfParam(
  req: FastifyRequest,
  params: Readonly<Record<string, string | undefined>> | null,
): boolean {
  const token = params?.xsrf;
  const cookie = req.cookies[XSRF_COOKIE];
  return (
    typeof token === 'string' &&
    isValidXsrfToken(req.server.deps.config.sessionSecret, cookie, req.cookies[SESSION_COOKIE]) &&
    isXsrfHeaderValid(cookie as string, token)
  );
}
