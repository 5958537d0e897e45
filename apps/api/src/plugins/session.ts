import cookie from '@fastify/cookie';
import { XSRF_COOKIE, XSRF_HEADER } from '@kinora/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { type CookieJar, SESSION_COOKIE, xsrfCookieOptions } from '../lib/cookies';
import { resolveSession } from '../services/auth/sessions';
import {
  createXsrfToken,
  isValidXsrfToken,
  isXsrfHeaderValid,
  xsrfTokenFor,
} from '../services/security/xsrf';
import type { AuthState } from '../services/users/public-user';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** `METHOD /api/v1/...` of every REST route registered (see app.ts). */
    restRoutes: Set<string>;
  }
  interface FastifyRequest {
    /** The signed-in user behind the session cookie; resolved once per request, only when asked. */
    getAuth(): Promise<AuthState | null>;
    cookieJar: CookieJar;
    /** The X-XSRF-TOKEN header repeats a valid XSRF-TOKEN cookie. */
    hasValidXsrf: boolean;
    authPromise: Promise<AuthState | null> | null;
  }
}

/**
 * The cookies of one HTTP exchange. Anti-forgery tokens are bound to their session (services/security/xsrf.ts),
 * so setting or clearing the session cookie (sign-up, sign-in, Google, sign-out, account deletion) hands out a
 * token for the new state in the same answer: the client's next state-changing request echoes one that fits.
 * A class, so that every request gets one small object rather than a set of closures.
 */
class ExchangeCookies implements CookieJar {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly config: Config,
  ) {}
  get(name: string) {
    return this.request.cookies[name];
  }
  set(name: string, value: string, options: Parameters<CookieJar['set']>[2]) {
    this.reply.setCookie(name, value, options);
    if (name === SESSION_COOKIE) this.reissueXsrf(value);
  }
  clear(name: string, options: Parameters<CookieJar['clear']>[1]) {
    this.reply.clearCookie(name, options);
    if (name === SESSION_COOKIE) this.reissueXsrf(undefined);
  }
  private reissueXsrf(session: string | undefined) {
    this.reply.setCookie(
      XSRF_COOKIE,
      createXsrfToken(this.config.sessionSecret, session),
      xsrfCookieOptions(this.config),
    );
  }
}

/**
 * One session resolver and one anti-forgery check for both doors. Every response carries a valid XSRF-TOKEN
 * cookie for the session cookie the request came with (issued when missing, or minted for another session or for
 * none), so a client's first GET arms its later state-changing requests; signing in or out re-issues it.
 */
export const sessionPlugin = fp(
  async (app) => {
    await app.register(cookie);
    app.decorateRequest('authPromise', null);
    app.decorateRequest('hasValidXsrf', false);
    app.decorateRequest('cookieJar', null as unknown as CookieJar);
    app.decorateRequest('getAuth', function getAuth(this: FastifyRequest) {
      this.authPromise ??= resolveSession(app.deps, this.cookies[SESSION_COOKIE]);
      return this.authPromise;
    });
    // The options object of the XSRF cookie depends only on configuration: built once, not per request.
    const { config } = app.deps;
    const { sessionSecret } = config;
    const xsrfOptions = xsrfCookieOptions(config);
    // A callback hook, not an async one: it waits for nothing, and this runs on every request.
    app.addHook('onRequest', (request, reply, done) => {
      request.cookieJar = new ExchangeCookies(request, reply, config);
      const xsrfCookie = request.cookies[XSRF_COOKIE];
      const session = request.cookies[SESSION_COOKIE];
      const cookieIsValid = isValidXsrfToken(sessionSecret, xsrfCookie, session);
      if (!cookieIsValid) reply.setCookie(XSRF_COOKIE, xsrfTokenFor(sessionSecret, session), xsrfOptions);
      request.hasValidXsrf = cookieIsValid && isXsrfHeaderValid(xsrfCookie, request.headers[XSRF_HEADER]);
      done();
    });
  },
  { name: 'kinora-session' },
);
