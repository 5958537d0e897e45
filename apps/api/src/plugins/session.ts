import cookie from '@fastify/cookie';
import { XSRF_COOKIE, XSRF_HEADER } from '@kinora/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { type CookieJar, SESSION_COOKIE, xsrfCookieOptions } from '../lib/cookies';
import { loadSession, sessionIdOf } from '../services/auth/sessions';
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
    /**
     * The same, when it is known without waiting (the instance's session cache had it, or getAuth has
     * answered); undefined while the database is being asked. Lets a hook that needs the session go on at
     * once, without a promise, on most requests.
     */
    knownAuth(): AuthState | null | undefined;
    cookieJar: CookieJar;
    /** The X-XSRF-TOKEN header repeats a valid XSRF-TOKEN cookie. */
    readonly hasValidXsrf: boolean;
    /** The XSRF-TOKEN cookie is valid for the session cookie it came with. */
    xsrfCookieFits: boolean;
    authPromise: Promise<AuthState | null> | null;
    /** What getAuth answers, once known; undefined before. */
    resolvedAuth: AuthState | null | undefined;
    authAsked: boolean;
  }
}

/**
 * The cookies of one HTTP exchange. Anti-forgery tokens are bound to their session (services/security/xsrf.ts),
 * so setting or clearing the session cookie (sign-up, sign-in, Google, sign-out, account deletion) hands out a
 * token for the new state in the same answer: the client's next state-changing request echoes one that fits.
 * A class, so that every request gets one small object rather than a set of closures.
 */
class ExchangeCookies implements CookieJar {
  /** The XSRF-TOKEN line the session plugin wrote straight into this answer's headers on arrival, if any. */
  xsrfLine: string | undefined = undefined;
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
    // The token handed out on arrival was for the state before this change: the new one replaces it.
    if (this.xsrfLine !== undefined) {
      const lines = [this.reply.getHeader('set-cookie') ?? []].flat();
      this.reply.removeHeader('set-cookie');
      const others = lines.filter((line) => line !== this.xsrfLine);
      if (others.length > 0) this.reply.header('set-cookie', others);
      this.xsrfLine = undefined;
    }
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
    app.decorateRequest('xsrfCookieFits', false);
    // Compared only when asked (state-changing requests, tRPC): most requests are reads that never ask.
    app.decorateRequest('hasValidXsrf', {
      getter(this: FastifyRequest) {
        return (
          this.xsrfCookieFits && isXsrfHeaderValid(this.cookies[XSRF_COOKIE]!, this.headers[XSRF_HEADER])
        );
      },
    });
    app.decorateRequest('cookieJar', null as unknown as CookieJar);
    app.decorateRequest('resolvedAuth', undefined);
    app.decorateRequest('authAsked', false);
    // The session is looked up once per request, on first asking: from the session cache at once when it has
    // it (most requests), else from the database.
    const askForAuth = (request: FastifyRequest) => {
      request.authAsked = true;
      const sessionId = sessionIdOf(request.cookies[SESSION_COOKIE]);
      const cached = sessionId === null ? null : app.deps.sessionCache.get(sessionId);
      if (cached !== undefined) {
        request.resolvedAuth = cached;
        return;
      }
      request.authPromise = loadSession(app.deps, sessionId as string).then((auth) => {
        request.resolvedAuth = auth;
        return auth;
      });
    };
    app.decorateRequest('knownAuth', function knownAuth(this: FastifyRequest) {
      if (!this.authAsked) askForAuth(this);
      return this.resolvedAuth;
    });
    app.decorateRequest('getAuth', function getAuth(this: FastifyRequest) {
      if (!this.authAsked) askForAuth(this);
      this.authPromise ??= Promise.resolve(this.resolvedAuth as AuthState | null);
      return this.authPromise;
    });
    // The options object of the XSRF cookie depends only on configuration: built once, not per request.
    const { config } = app.deps;
    const { sessionSecret } = config;
    const xsrfOptions = xsrfCookieOptions(config);
    // What reply.setCookie would write for it.
    const xsrfLine = (token: string) => app.serializeCookie(XSRF_COOKIE, token, xsrfOptions);
    // A signed-in client that keeps an old token (scripts, load generators) is handed the same fresh one on every
    // request for a minute (xsrfTokenFor), so its Set-Cookie line is written once, not serialised per answer.
    const reissuedLines = new LRUCache<string, string>({ max: 10_000, ttl: 60_000 });
    const lineFor = (session: string | undefined) => {
      const token = xsrfTokenFor(sessionSecret, session);
      // Signed out, a token is minted per request: nothing to reuse.
      if (!session) return xsrfLine(token);
      let line = reissuedLines.get(token);
      if (line === undefined) {
        line = xsrfLine(token);
        reissuedLines.set(token, line);
      }
      return line;
    };
    // A callback hook, not an async one: it waits for nothing, and this runs on every request.
    app.addHook('onRequest', (request, reply, done) => {
      const jar = new ExchangeCookies(request, reply, config);
      request.cookieJar = jar;
      const xsrfCookie = request.cookies[XSRF_COOKIE];
      const session = request.cookies[SESSION_COOKIE];
      const cookieIsValid = isValidXsrfToken(sessionSecret, xsrfCookie, session);
      if (!cookieIsValid) {
        // Straight into the headers (the cookie plugin adds its own lines to it as the answer leaves); a later
        // sign-in or sign-out in this exchange replaces it (ExchangeCookies.reissueXsrf).
        jar.xsrfLine = lineFor(session);
        reply.header('set-cookie', jar.xsrfLine);
      }
      request.xsrfCookieFits = cookieIsValid;
      done();
    });
  },
  { name: 'kinora-session' },
);
