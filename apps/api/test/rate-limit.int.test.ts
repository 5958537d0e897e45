import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

describe.skipIf(skipDatabaseSuite)('rate limits on sign-in and sign-up', () => {
  beforeAll(async () => {
    // A fixed clock keeps every attempt inside one window, however slow the machine is.
    const fixed = new Date('2026-11-22T10:00:05Z');
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MIN: '3' }, { now: () => fixed });
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

  it('limits attempts per account even when they come from many addresses', async () => {
    const target = { email: 'target@example.com', password: 'whatever123' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const agent = await new Agent(t.app, `192.0.2.${i + 1}`).prime();
      statuses.push((await agent.post('/api/v1/auth/signin', target)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
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
