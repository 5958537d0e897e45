import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, retryPauseMs } from './mail-queue';

describe('mail retry pauses', () => {
  it('double from the base after each failure and stop growing at an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryPauseMs(30_000, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryPauseMs(30_000, 20)).toBe(60 * 60 * 1000);
  });

  it('keep trying for most of a day before a message is given up', () => {
    let total = 0;
    for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts++) total += retryPauseMs(30_000, attempts);
    expect(total).toBeGreaterThan(20 * 60 * 60 * 1000);
  });
});
