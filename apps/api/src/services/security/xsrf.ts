import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Anti-forgery tokens for the double-submit check: `<nonce>.<hmac(nonce)>`. The signature means a value planted
 * in the cookie by someone else (for example from a sibling subdomain) is not accepted.
 */
export function createXsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

/** Tokens already verified by this process: every request carries one, and browsers keep theirs for the session. */
const verified = new Map<string, string>();
const MAX_VERIFIED = 10_000;

export function isValidXsrfToken(secret: string, token: string | undefined): token is string {
  if (!token || token.length > 200) return false;
  if (verified.get(token) === secret) return true;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  if (!safeEqual(signature, sign(secret, nonce))) return false;
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(token, secret);
  return true;
}

/** The header must repeat the cookie exactly (the caller has checked the cookie's signature). */
export function isXsrfHeaderValid(cookie: string, header: unknown): boolean {
  return typeof header === 'string' && safeEqual(header, cookie);
}

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
