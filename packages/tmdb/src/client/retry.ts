import { BASE_BACKOFF_MS, MAX_BACKOFF_MS } from './constants';

const SECONDS_PATTERN = /^\d+(\.\d+)?$/;
/** HTTP dates name their month ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone would take "-3" as a year. */
const HTTP_DATE_PATTERN = /[A-Za-z]{3}/;
const MS_PER_SECOND = 1000;

/**
 * How long a `Retry-After` header asks us to wait, in ms: either delay-seconds or an HTTP date
 * (RFC 9110 section 10.2.3). Undefined when absent or unreadable, so the caller falls back to backoff.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (SECONDS_PATTERN.test(trimmed)) return Math.round(Number(trimmed) * MS_PER_SECOND);
  const at = HTTP_DATE_PATTERN.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/**
 * Exponential backoff with "equal jitter": half the step is guaranteed, the other half is random, so
 * simultaneous callers spread out yet nobody retries instantly.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const step = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempt);
  return step / 2 + random() * (step / 2);
}

/** Whole seconds to tell a client to wait (never 0, which would invite an immediate retry). */
export function toRetryAfterSeconds(delayMs: number): number {
  return Math.max(1, Math.ceil(delayMs / MS_PER_SECOND));
}
