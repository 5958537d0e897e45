/**
 * The names the API and its clients (the web app, `@kinora/client`) must agree on, in one zod-free module so the
 * web app can read them without pulling schemas into a page.
 */

/** The readable anti-forgery cookie the API hands out on every GET answer. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The header in which state-changing requests echo that cookie (double submit). Lower case because Node reads
 * request headers in lower case; HTTP header names are case-insensitive, so clients may send it as they like.
 */
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The health check: `{message}` while an instance reaches its database. Clients pick their server by it, and as
 * the cheapest GET the API has it is also how a script first obtains the anti-forgery cookie.
 */
export const HEALTH_PATH = '/cronjob/run';

/**
 * How often a failed request is sent again, to the other server (decision 009). Here with the rule of what failed,
 * not among the product's numbers: the page's entry reads it before the app's code, and with it would come every
 * other constant of constants.ts.
 */
export const RETRIES_PER_REQUEST = 1;

/**
 * Which HTTP answers count as a failed request. A 5xx means the server could not do its job and the other one
 * might; a 4xx is an answer about the request itself (bad input, signed out, forbidden) that the other server
 * would give too, so it is passed on, never retried.
 */
export function isFailedStatus(status: number): boolean {
  return status >= 500;
}
