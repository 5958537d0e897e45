import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import { AppError } from '@kinora/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sessionToken, setSessionCookie } from '../lib/session-cookie';
import { fetchUserinfo, type IssuerEndpoints } from '../services/auth/google-issuer';
import { GOOGLE_EMAIL_INVALID, signInWithGoogle } from '../services/auth/google-sign-in';

export const GOOGLE_SIGN_IN_UNAVAILABLE = 'Google sign-in is not available on this server';

/** Why a Google sign-in came back without a session; the login page words each one. */
type GoogleFailure = 'denied' | 'unverified' | 'invalid-email' | 'failed';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2?: OAuth2Namespace;
    /** The issuer's endpoints, read at start (app.ts) when Google sign-in is configured. */
    googleEndpoints?: IssuerEndpoints;
  }
}

const url = (endpoint: string) => new URL(endpoint);

/**
 * "Sign in with Google" (authorization code with PKCE and state, both kept in short-lived cookies by
 * @fastify/oauth2): `GET /auth/google` sends the browser to the issuer, `GET /auth/google/callback` takes it
 * back, signs the person in and lands on home with `?authUser=new|old`, or on /login with `?googleError=` saying
 * why not. Without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET both routes answer 404 with a plain message.
 */
export const googleAuthRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  // Both routes are browser visits of someone not signed in yet; @fastify/oauth2 registers the first one itself,
  // so their options are set here as each is added.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
    const start = route.url.endsWith('/google');
    route.schema = {
      ...route.schema,
      tags: ['auth'],
      summary: start
        ? 'Sign in with Google: a browser visit, redirected to the issuer (404 when not configured)'
        : "Google's redirect back: signs in, then redirects to /?authUser=new|old or /login?googleError=",
    };
  });
  const google = deps.config.google;
  if (!google) {
    const unavailable = async () => {
      throw new AppError('NOT_FOUND', GOOGLE_SIGN_IN_UNAVAILABLE);
    };
    app.get('/google', unavailable);
    app.get('/google/callback', unavailable);
    return;
  }
  const endpoints = app.googleEndpoints;
  if (!endpoints) throw new Error('Google sign-in is configured but its issuer was not read at start');
  const authorize = url(endpoints.authorization);
  const token = url(endpoints.token);
  await app.register(oauth2, {
    name: 'googleOAuth2',
    scope: ['openid', 'email', 'profile'],
    credentials: {
      client: { id: google.clientId, secret: google.clientSecret },
      auth: {
        authorizeHost: authorize.origin,
        authorizePath: authorize.pathname,
        tokenHost: token.origin,
        tokenPath: token.pathname,
      },
    },
    startRedirectPath: '/google',
    callbackUri: `${deps.config.publicUrl}/api/v1/auth/google/callback`,
    pkce: 'S256',
    cookie: { secure: deps.config.secureCookies, sameSite: 'lax', path: '/api/v1/auth/google' },
  });

  // Where the web app lives: the web server's origin in two-instance mode, else this very origin.
  const webBase = deps.config.webOrigins[0] ?? '';
  const fail = (reply: FastifyReply, why: GoogleFailure) =>
    reply.redirect(`${webBase}/login?googleError=${why}`);

  app.get('/google/callback', async (request, reply) => {
    const query = request.query as { error?: unknown };
    if (query.error !== undefined) return fail(reply, query.error === 'access_denied' ? 'denied' : 'failed');
    const oauth = app.googleOAuth2;
    if (!oauth) return fail(reply, 'failed');
    try {
      const { token: tokens } = await oauth.getAccessTokenFromAuthorizationCodeFlow(request, reply);
      const profile = await fetchUserinfo(endpoints.userinfo, tokens.access_token);
      const { session, isNew } = await signInWithGoogle(
        request.deps,
        profile,
        sessionToken(request.cookieJar),
      );
      setSessionCookie(request.cookieJar, deps.config, session);
      return reply.redirect(`${webBase}/?authUser=${isNew ? 'new' : 'old'}`);
    } catch (error) {
      if (error instanceof AppError && error.code === 'BAD_INPUT') {
        return fail(reply, error.message === GOOGLE_EMAIL_INVALID ? 'invalid-email' : 'unverified');
      }
      request.log.warn({ err: error }, 'Google sign-in failed');
      return fail(reply, 'failed');
    }
  });
};
