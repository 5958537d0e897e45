import type { Config } from '../config';
import { type CookieJar, SESSION_COOKIE, sessionCookieOptions } from './cookies';

export function setSessionCookie(
  jar: CookieJar,
  config: Config,
  session: { token: string; expiresAt: Date },
) {
  jar.set(SESSION_COOKIE, session.token, sessionCookieOptions(config, session.expiresAt));
}

export function clearSessionCookie(jar: CookieJar) {
  jar.clear(SESSION_COOKIE, { path: '/' });
}

export function sessionToken(jar: CookieJar): string | undefined {
  return jar.get(SESSION_COOKIE);
}
