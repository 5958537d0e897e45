/**
 * Outbound token bucket, written as its equivalent "virtual scheduling" form (GCRA): each caller reserves the
 * next free slot synchronously and sleeps until it, so callers queue in arrival order and nobody is refused.
 */
export type RateLimiter = { acquire(): Promise<void> };

export type RateLimiterOptions = {
  /** Sustained rate. */
  perSecond: number;
  /** Requests that may leave back to back when the bucket is full (at least 1). */
  burst: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
};

const MS_PER_SECOND = 1000;

export function createRateLimiter({ perSecond, burst, now, sleep }: RateLimiterOptions): RateLimiter {
  if (!(perSecond > 0)) throw new RangeError('perSecond must be positive');
  const interval = MS_PER_SECOND / perSecond;
  // How far ahead of the schedule a caller may run: a full bucket lets `burst` go without waiting.
  const tolerance = (Math.max(1, Math.floor(burst)) - 1) * interval;
  let theoreticalArrival = Number.NEGATIVE_INFINITY;

  return {
    async acquire() {
      const t = now();
      const slot = Math.max(theoreticalArrival, t);
      theoreticalArrival = slot + interval;
      const wait = slot - tolerance - t;
      if (wait > 0) await sleep(wait);
    },
  };
}
