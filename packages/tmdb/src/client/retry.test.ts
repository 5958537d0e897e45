import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter, toRetryAfterSeconds } from './retry';

const NOW = Date.UTC(2024, 0, 15, 12);

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2_000);
    expect(parseRetryAfter(' 0.5 ', NOW)).toBe(500);
  });

  it('reads an HTTP date relative to the given clock, never negative', () => {
    expect(parseRetryAfter(new Date(NOW + 7_000).toUTCString(), NOW)).toBe(7_000);
    expect(parseRetryAfter(new Date(NOW - 7_000).toUTCString(), NOW)).toBe(0);
  });

  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
    expect(parseRetryAfter('', NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('-3', NOW)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt, keeps half the step guaranteed and caps the step', () => {
    expect(backoffDelay(0, () => 0)).toBe(125);
    expect(backoffDelay(1, () => 0)).toBe(250);
    expect(backoffDelay(2, () => 0.5)).toBe(750);
    expect(backoffDelay(30, () => 0.999_999)).toBeLessThanOrEqual(4_000);
  });
});

describe('toRetryAfterSeconds', () => {
  it('rounds up and never says 0', () => {
    expect(toRetryAfterSeconds(0)).toBe(1);
    expect(toRetryAfterSeconds(1_001)).toBe(2);
  });
});
