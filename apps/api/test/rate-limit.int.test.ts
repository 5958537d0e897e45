import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** Every wait the sign-in slowdown asked for, in order: recorded, not sat through. */
const waits: number[] = [];

describe.skipIf(skipDatabaseSuite)('rate limits on sign-in and sign-up', () => {
  beforeAll(async () => {
    // A fixed clock keeps every attempt inside one window, however slow the machine is.
    const fixed = new Date('2026-11-22T10:00:05Z');
    t = await createTestApp(
      { RATE_LIMIT_AUTH_PER_MIN: '3' },
      {
        now: () => fixed,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits attempts per client address, on both doors, with Retry-After', async () => {
    const agent = await new Agent(t.app, '198.51.100.1').prime();
    for (let i = 0; i < 3; i++) {
      const attempt = await agent.post('/api/v1/auth/signin', {
        email: `a${i}@example.com`,
        password: 'whatever123',
      });
      expect(attempt.status).toBe(400);
    }
    const rest = await agent.post('/api/v1/auth/signin', {
      email: 'a9@example.com',
      password: 'whatever123',
    });
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(rest.headers['retry-after'])).toBe(55);
    const trpc = await agent.mutate('auth.signIn', { email: 'a8@example.com', password: 'whatever123' });
    expect(trpc.status).toBe(429);
    expect(trpc.error?.appCode).toBe('RATE_LIMITED');
    expect(Number(trpc.raw.headers['retry-after'])).toBe(55);

    const elsewhere = await new Agent(t.app, '198.51.100.2').prime();
    const unaffected = await elsewhere.post('/api/v1/auth/signin', {
      email: 'b@example.com',
      password: 'whatever123',
    });
    expect(unaffected.status).toBe(400);
  });

  it('slows sign-ins to an attacked account down, but never refuses its owner the right password', async () => {
    const agent = await new Agent(t.app, '192.0.2.200').prime();
    const owner = { email: 'owner@example.com', username: 'theowner', password: 'the right password' };
    expect((await agent.post('/api/v1/auth/signup', owner)).status).toBe(201);
    waits.length = 0;

    // An attacker fails from many addresses (each under its own per-address limit), on both doors.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const attacker = await new Agent(t.app, `192.0.2.${i + 1}`).prime();
      const guess = { email: owner.email, password: `guess number ${i}` };
      const reply =
        i % 2 === 0
          ? await attacker.post('/api/v1/auth/signin', guess)
          : (await attacker.mutate('auth.signIn', guess)).raw;
      statuses.push(reply.status);
    }
    expect(statuses).toEqual(Array(12).fill(400));
    // Two failures free, then a growing wait before every answer, capped.
    expect(waits).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000, 5000]);

    // The owner, from yet another address, still gets in: slowed down, not refused.
    const ownerAgent = await new Agent(t.app, '192.0.2.250').prime();
    const signIn = await ownerAgent.post('/api/v1/auth/signin', {
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.message).toBe('Welcome back theowner');
    expect(waits.at(-1)).toBe(5000);
  });

  it('limits sign-ups per address and creates nothing once limited', async () => {
    const agent = await new Agent(t.app, '198.51.100.77').prime();
    const results: number[] = [];
    for (let i = 0; i < 4; i++) {
      const reply = await agent.post('/api/v1/auth/signup', {
        email: `rl${i}@example.com`,
        username: `ratelimited${i}`,
        password: 'long enough pass',
      });
      results.push(reply.status);
    }
    expect(results).toEqual([201, 201, 201, 429]);
    const again = await new Agent(t.app, '198.51.100.78').prime();
    const fourth = await again.post('/api/v1/auth/signin', {
      email: 'rl3@example.com',
      password: 'long enough pass',
    });
    expect(fourth.body.message).toBe('Invalid credentials');
  });
});
