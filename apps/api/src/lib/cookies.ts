import type { Config } from '../config';

export const SESSION_COOKIE = 'kinora_session';

type CookieOptions = {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  secure: boolean;
  expires?: Date;
};

/**
 * Cookies as both doors and tests see them: Fastify's request/reply in HTTP, a plain map in `createCaller` tests.
 */
export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: Pick<CookieOptions, 'path'>): void;
};

export function sessionCookieOptions(config: Config, expires: Date): CookieOptions {
  // Lax (not Strict) so following a link to Kinora from elsewhere still arrives signed in.
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, expires };
}

export function xsrfCookieOptions(config: Config): CookieOptions {
  // Readable by the page on purpose: the client copies it into the X-XSRF-TOKEN header (double submit).
  return { path: '/', httpOnly: false, sameSite: 'lax', secure: config.secureCookies };
}
