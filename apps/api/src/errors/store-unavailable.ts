/**
 * A shared store other than the database (Redis, when REDIS_URL is set) cannot answer now: refused, dropped or
 * silent. Both doors answer it as they answer a database outage (503, Retry-After), since another try, on this
 * instance or the other, may well succeed; it is never a 500.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}
