import { XSRF_COOKIE, XSRF_HEADER } from '@kinora/domain';

/** The API sets this readable cookie on GET answers and refuses state-changing requests without its echo. */
function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The anti-forgery header to send with a state-changing request; empty until a GET has set the cookie. */
export function xsrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}

/**
 * The anti-forgery token for a subscription: an EventSource cannot send headers, so the token travels in the
 * subscription's connection parameters instead, and the API checks it the same way.
 */
export function xsrfToken(): string | null {
  return readCookie(XSRF_COOKIE);
}
