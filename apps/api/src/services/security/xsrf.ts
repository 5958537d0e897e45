import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Anti-forgery tokens for the double-submit check: `<nonce>.<hmac(nonce, session)>`, bound to the session cookie
 * they were handed out with (or to having none). The signature means a value planted in the cookie by someone
 * else (for example from a sibling subdomain) is not accepted, and the binding that a token minted for one
 * session (the planter's own, or a signed-out visit) is not accepted alongside another session's cookie. Whoever
 * sets or clears the session cookie hands out a token for the new state (lib/session-cookie.ts).
 */
export function createXsrfToken(secret: string, sessionToken: string | undefined): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce, sessionToken)}`;
}

/**
 * The token to hand a signed-in caller whose cookie does not fit its session (a client that keeps sending the
 * token it had before signing in, as scripts and load generators do): the same one for every such request of that
 * session for a while, rather than a new nonce and two signatures per request. Only for a session: its cookie is
 * a secret, so nobody else is ever handed that token, whereas a signed-out token shared by every visitor would be
 * known to all. Signing in or out still mints a fresh one (createXsrfToken).
 */
export function xsrfTokenFor(secret: string, sessionToken: string | undefined): string {
  if (!sessionToken) return createXsrfToken(secret, sessionToken);
  const binding = bindingOf(secret, sessionToken);
  let token = reissued.get(binding);
  if (token === undefined) {
    token = createXsrfToken(secret, sessionToken);
    reissued.set(binding, token);
    verified.set(token, binding);
  }
  return token;
}

/**
 * Tokens already verified by this process, with what they were verified for: every request carries one, and
 * browsers keep theirs for the session.
 */
const verified = new LRUCache<string, string>({ max: 10_000 });
/** The token last handed out per session by xsrfTokenFor; a minute, so a token changes now and then all the same. */
const reissued = new LRUCache<string, string>({ max: 10_000, ttl: 60_000 });
const bindingOf = (secret: string, sessionToken: string | undefined) => `${secret}\n${sessionToken ?? ''}`;
const NONCE = /^[A-Za-z0-9_-]+$/;

/** True when `token` is ours and was minted for `sessionToken` (undefined: for a caller without a session). */
export function isValidXsrfToken(
  secret: string,
  token: string | undefined,
  sessionToken: string | undefined,
): token is string {
  if (!token || token.length > 200) return false;
  const binding = bindingOf(secret, sessionToken);
  const known = verified.get(token);
  if (known === binding) return true;
  // A signature fits one session only, so a token verified for another state cannot fit this one: no need to
  // sign again to say no (every request of a client that kept an old token would otherwise pay for it).
  if (known !== undefined) return false;
  const [nonce, signature, ...rest] = token.split('.');
  // A nonce is base64url, as minted: no ':' that could shift where the session begins in what was signed.
  if (!nonce || !signature || rest.length > 0 || !NONCE.test(nonce)) return false;
  if (!safeEqual(signature, sign(secret, nonce, sessionToken))) return false;
  verified.set(token, binding);
  return true;
}

/** The header must repeat the cookie exactly (the caller has checked the cookie's signature). */
export function isXsrfHeaderValid(cookie: string, header: unknown): boolean {
  return typeof header === 'string' && safeEqual(header, cookie);
}

function sign(secret: string, nonce: string, sessionToken: string | undefined): string {
  return createHmac('sha256', secret)
    .update(`xsrf:${nonce}:${sessionToken ?? ''}`)
    .digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
