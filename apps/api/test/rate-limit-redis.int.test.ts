import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisReachable();
if (!reachable) {
  if (process.env.CI) throw new Error(`CI needs Redis at ${REDIS_URL}`);
  console.warn(`\n!!! Redis is not reachable at ${REDIS_URL}: SKIPPING the Redis rate-limit tests !!!\n`);
}

describe.skipIf(skipDatabaseSuite || !reachable)('rate limits counted in Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL, RATE_LIMIT_AUTH_PER_MIN: '4' }, { sleep });
    second = await createTestApp({ REDIS_URL, RATE_LIMIT_AUTH_PER_MIN: '4' }, { sleep });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('shares one budget per address across two instances', async () => {
    // A fresh address per run: counters outlive the test by up to two minutes in Redis.
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const onFirst = await new Agent(first.app, address).prime();
    const onSecond = await new Agent(second.app, address).prime();
    const statuses: number[] = [];
    for (const agent of [onFirst, onSecond, onFirst, onSecond, onFirst]) {
      const reply = await agent.post('/api/v1/auth/signin', {
        email: `r${randomInt(1e9)}@example.com`,
        password: 'whatever123',
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it("counts an account's failed sign-ins across both instances, for the slowdown", async () => {
    const email = `slow${randomInt(1e9)}@example.com`;
    waits.length = 0;
    for (let i = 0; i < 4; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      const agent = await new Agent(app, `10.9.${randomInt(256)}.${i + 1}`).prime();
      expect((await agent.post('/api/v1/auth/signin', { email, password: `guess ${i}` })).status).toBe(400);
    }
    expect(waits).toEqual([1000, 2000]);
  });
});
