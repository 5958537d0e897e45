import { XSRF_COOKIE } from '@kinora/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import type { Deps } from '../deps';
import { SESSION_COOKIE, sessionCookieOptions } from '../lib/cookies';
import { createXsrfToken, isValidXsrfToken } from '../services/security/xsrf';
import { sessionPlugin } from './session';

const NEW_SESSION = 'session-token-handed-out-by-this-exchange';

/** The session plugin alone: a read, and a GET that signs in (as Google's callback does) and sets a cookie of its own. */
async function appWithSessionPlugin() {
  const config = testConfig();
  const app = Fastify();
  // Only the configuration is read unless a route asks who is calling, and these routes never do.
  app.decorate('deps', { config } as Deps);
  await app.register(sessionPlugin);
  app.get('/read', async () => ({ ok: true }));
  app.get('/sign-in', async (request, reply) => {
    reply.setCookie('theme', 'dark', { path: '/' });
    request.cookieJar.set(
      SESSION_COOKIE,
      NEW_SESSION,
      sessionCookieOptions(config, new Date(Date.now() + 60_000)),
    );
    return { ok: true };
  });
  return { app, secret: config.sessionSecret };
}

function setCookies(headers: Record<string, unknown>): string[] {
  return [headers['set-cookie'] ?? []].flat() as string[];
}

function xsrfTokensSet(headers: Record<string, unknown>): string[] {
  return setCookies(headers)
    .filter((line) => line.startsWith(`${XSRF_COOKIE}=`))
    .map((line) => line.slice(XSRF_COOKIE.length + 1).split(';')[0]!);
}

describe('session plugin: the anti-forgery cookie handed out with each answer', () => {
  it('hands a signed-in client with an unfitting token one for its session, the same line each time', async () => {
    const { app, secret } = await appWithSessionPlugin();
    const stale = createXsrfToken(secret, undefined);
    const cookie = `${SESSION_COOKIE}=kept-session; ${XSRF_COOKIE}=${stale}`;
    const first = await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    const second = await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    const [token] = xsrfTokensSet(first.headers);
    expect(xsrfTokensSet(first.headers)).toHaveLength(1);
    expect(isValidXsrfToken(secret, token, 'kept-session')).toBe(true);
    // Written as reply.setCookie would write it: readable by the page, for the whole site, Lax.
    expect(setCookies(first.headers)[0]).toBe(
      app.serializeCookie(XSRF_COOKIE, token!, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: false,
      }),
    );
    expect(setCookies(second.headers)).toEqual(setCookies(first.headers));
    await app.close();
  });

  it('replaces the token handed out on arrival when the exchange then signs in, keeping the other cookies', async () => {
    const { app, secret } = await appWithSessionPlugin();
    const arrivals = [
      {},
      { cookie: `${XSRF_COOKIE}=not-a-token` },
      { cookie: `${SESSION_COOKIE}=old-session; ${XSRF_COOKIE}=${createXsrfToken(secret, undefined)}` },
    ];
    for (const headers of arrivals) {
      const reply = await app.inject({ method: 'GET', url: '/sign-in', headers });
      const tokens = xsrfTokensSet(reply.headers);
      // One token, for the session this answer hands out: a second, older line could be the one a browser keeps.
      expect(tokens).toHaveLength(1);
      expect(isValidXsrfToken(secret, tokens[0], NEW_SESSION)).toBe(true);
      const lines = setCookies(reply.headers);
      expect(lines.some((line) => line.startsWith('theme=dark'))).toBe(true);
      expect(lines.some((line) => line.startsWith(`${SESSION_COOKIE}=${NEW_SESSION}`))).toBe(true);
    }
    await app.close();
  });

  it('hands out nothing to a client whose token fits', async () => {
    const { app, secret } = await appWithSessionPlugin();
    const cookie = `${XSRF_COOKIE}=${createXsrfToken(secret, undefined)}`;
    const reply = await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    expect(setCookies(reply.headers)).toEqual([]);
    await app.close();
  });
});
