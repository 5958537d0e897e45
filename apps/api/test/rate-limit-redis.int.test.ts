import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@kinora/domain';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent, type Reply } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { TcpProxy } from './helpers/tcp-proxy';
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
  /** Set by a test that needs all its requests in one window, however slow the machine; else the real time. */
  let frozenAt: number | undefined;
  const now = () => new Date(frozenAt ?? Date.now());
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL, RATE_LIMIT_AUTH_PER_MIN: '4' }, { sleep, now });
    second = await createTestApp({ REDIS_URL, RATE_LIMIT_AUTH_PER_MIN: '4' }, { sleep, now });
  });
  afterEach(() => {
    frozenAt = undefined;
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

  it('shares the reset step 2 budget per address across both instances', async () => {
    frozenAt = Date.now();
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const onFirst = await new Agent(first.app, address).prime();
    const onSecond = await new Agent(second.app, address).prime();
    const guess = { email: `r${randomInt(1e9)}@example.com`, code: '123456', password: 'guessing away' };
    const statuses: number[] = [];
    for (const agent of [onFirst, onSecond, onFirst, onSecond]) {
      statuses.push((await agent.post('/api/v1/auth/changePasswordH', guess)).status);
    }
    const trpc = await onSecond.mutate('auth.resetPassword', guess);
    expect([...statuses, trpc.status]).toEqual([400, 400, 400, 400, 429]);
    expect(Number(trpc.raw.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stores an hourly counter under one long-window prefix', async () => {
    frozenAt = Date.now();
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const { agent, user } = await signedInAgent(first.app, 'prefixed', address);
    expect((await agent.post('/api/v1/auth/checkAccount', { email: user.email })).status).toBe(200);
    const redis = new Redis(REDIS_URL);
    try {
      const hour = 60 * 60 * 1000;
      expect(await redis.keys(`kinora:rl:*reset:${user.id}:*`)).toEqual([
        `kinora:rl:long:reset:${user.id}:${frozenAt - (frozenAt % hour)}`,
      ]);
    } finally {
      await redis.quit();
    }
  });
});

const password = 'long enough pass';
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A store failure is answered like a database outage: 503, a message, Retry-After, on both doors. */
function expectUnavailable(reply: Reply) {
  expect(reply.status).toBe(503);
  expect(reply.headers['retry-after']).toBe('1');
  if (reply.body.error) {
    expect(reply.body.error.message).toBe(MESSAGES.UNAVAILABLE);
    expect(reply.body.error.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', appCode: 'UPSTREAM_FAILED' });
  } else {
    expect(reply.body).toEqual({ success: false, message: MESSAGES.UNAVAILABLE, code: 'UPSTREAM_FAILED' });
  }
}

async function expectSignInAndSignUpUnavailable(app: TestApp['app'], email: string) {
  const agent = await new Agent(app, someAddress()).prime();
  expectUnavailable(await agent.post('/api/v1/auth/signin', { email, password }));
  expectUnavailable((await agent.mutate('auth.signIn', { email, password })).raw);
  const name = `down${randomInt(1e9)}`;
  const signUp = { email: `${name}@example.com`, username: name, password };
  expectUnavailable(await agent.post('/api/v1/auth/signup', signUp));
  expectUnavailable((await agent.mutate('auth.signUp', signUp)).raw);
  expect((await agent.get('/readyz')).status).toBe(503);
}

describe.skipIf(skipDatabaseSuite)('REDIS_URL that nothing answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: refused at once.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts anyway, answers 503 to what needs the counters, and fails readiness', async () => {
    await expectSignInAndSignUpUnavailable(t.app, 'nobody@example.com');
    // The health check clients pick a server by asks the database only: both servers share this Redis.
    expect((await new Agent(t.app).get('/cronjob/run')).status).toBe(200);
  });
});

/**
 * Redis going away under a running instance, through a TCP proxy the test controls (as the database outage tests
 * do with Postgres): the same app keeps running and recovers without a restart.
 */
describe.skipIf(skipDatabaseSuite || !reachable)('Redis cut and frozen mid-run', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  const redisAddress = new URL(REDIS_URL);
  beforeAll(async () => {
    proxy = new TcpProxy({ host: redisAddress.hostname, port: Number(redisAddress.port || 6379) });
    await proxy.listen();
    t = await createTestApp({ REDIS_URL: proxy.route(REDIS_URL) });
  });
  afterEach(async () => {
    await proxy.restore();
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  /** Redis reconnects by itself with a short back-off: wait (boundedly) until readiness says it is back. */
  async function waitUntilReady() {
    const agent = new Agent(t.app);
    for (let tries = 0; tries < 100; tries++) {
      if ((await agent.get('/readyz')).status === 200) return;
      await sleep(200);
    }
    throw new Error('the instance never became ready again after Redis came back');
  }

  async function signUpAndIn() {
    const name = `r${randomInt(1e9)}`;
    const email = `${name}@example.com`;
    const agent = await new Agent(t.app, someAddress()).prime();
    expect((await agent.post('/api/v1/auth/signup', { email, username: name, password })).status).toBe(201);
    expect((await agent.post('/api/v1/auth/signin', { email, password })).status).toBe(200);
    return email;
  }

  it('cut: 503 and not ready while it is gone, then signs in again without a restart', async () => {
    await waitUntilReady();
    const email = await signUpAndIn();
    await proxy.cut();
    await expectSignInAndSignUpUnavailable(t.app, email);
    await proxy.restore();
    await waitUntilReady();
    const agent = await new Agent(t.app, someAddress()).prime();
    expect((await agent.post('/api/v1/auth/signin', { email, password })).status).toBe(200);
  });

  it('frozen: every sign-in still gets an answer (503), then it recovers', async () => {
    await waitUntilReady();
    const email = await signUpAndIn();
    proxy.freeze();
    await expectSignInAndSignUpUnavailable(t.app, email);
    await proxy.restore();
    await waitUntilReady();
    const agent = await new Agent(t.app, someAddress()).prime();
    expect((await agent.post('/api/v1/auth/signin', { email, password })).status).toBe(200);
  });
});
