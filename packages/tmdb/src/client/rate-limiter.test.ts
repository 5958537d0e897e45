import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

function fakeTime() {
  const clock = { now: 0 };
  const starts: number[] = [];
  return {
    clock,
    starts,
    now: () => clock.now,
    sleep: async (ms: number) => {
      clock.now += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it('lets a burst through, then spaces callers at the sustained rate in arrival order', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter({ perSecond: 10, burst: 3, now: time.now, sleep: time.sleep });
    for (let i = 0; i < 6; i++) {
      await limiter.acquire();
      time.starts.push(time.clock.now);
    }
    expect(time.starts).toEqual([0, 0, 0, 100, 200, 300]);
  });

  it('refills while idle, up to the burst', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter({ perSecond: 10, burst: 2, now: time.now, sleep: time.sleep });
    await limiter.acquire();
    await limiter.acquire();
    time.clock.now += 10_000;
    for (let i = 0; i < 3; i++) {
      await limiter.acquire();
      time.starts.push(time.clock.now);
    }
    expect(time.starts).toEqual([10_000, 10_000, 10_100]);
  });

  it('refuses a rate that is not positive', () => {
    const time = fakeTime();
    expect(() => createRateLimiter({ perSecond: 0, burst: 1, now: time.now, sleep: time.sleep })).toThrow(
      RangeError,
    );
  });
});
