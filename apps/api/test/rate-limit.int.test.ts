import { like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../src/db/schema';
import { signedInAgent } from './helpers/accounts';
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

  it('limits reset step 2 (the code and the new password) per client address, on both doors', async () => {
    const agent = await new Agent(t.app, '198.51.100.30').prime();
    const guess = { email: 'someone@example.com', code: '123456', password: 'guessing away' };
    for (let i = 0; i < 3; i++) {
      const attempt = await agent.post('/api/v1/auth/changePasswordH', guess);
      expect(attempt.status).toBe(400);
    }
    const rest = await agent.post('/api/v1/auth/changePasswordH', guess);
    expect([rest.status, rest.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(rest.headers['retry-after'])).toBe(55);
    const trpc = await agent.mutate('auth.resetPassword', guess);
    expect([trpc.status, trpc.error?.appCode]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(trpc.raw.headers['retry-after'])).toBe(55);

    const elsewhere = await new Agent(t.app, '198.51.100.31').prime();
    expect((await elsewhere.mutate('auth.resetPassword', guess)).status).toBe(400);
  });

  it('limits checks of the current password per client address, whichever account and door', async () => {
    const { agent: first } = await signedInAgent(t.app, 'checked', '198.51.100.40');
    const { agent: second } = await signedInAgent(t.app, 'checked', '198.51.100.41');
    // Both sessions used from one address.
    const at = (session: Agent) => {
      const copy = new Agent(t.app, '198.51.100.42');
      for (const [name, value] of session.cookies) copy.cookies.set(name, value);
      return copy;
    };
    const wrong = { currentPassword: 'not the password', newPassword: 'a new password' };
    expect((await at(first).mutate('account.changePassword', wrong)).status).toBe(400);
    expect(
      (await at(second).delete('/api/v1/auth/deleteUser', { currentPassword: 'nope nope' })).status,
    ).toBe(400);
    expect((await at(second).mutate('account.delete', { currentPassword: 'nope nope' })).status).toBe(400);
    const rest = await at(first).post('/api/v1/auth/changePassword', {
      password: 'a new password',
      currentPassword: 'long enough pass',
    });
    expect([rest.status, rest.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(rest.headers['retry-after'])).toBe(55);
    const trpc = await at(second).mutate('account.delete', { currentPassword: 'long enough pass' });
    expect([trpc.status, trpc.error?.appCode]).toEqual([429, 'RATE_LIMITED']);
  });

  it('keeps hourly counters under one long-window prefix (reset e-mails, verification e-mails)', async () => {
    const { agent, user } = await signedInAgent(t.app, 'prefixed', '198.51.100.50');
    expect((await agent.post('/api/v1/auth/checkAccount', { email: user.email })).status).toBe(200);
    expect((await agent.post('/api/v1/user/resendVerification')).status).toBe(200);
    const rows = await t.app.deps.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(or(like(rateLimitHits.key, `%reset:${user.id}`), like(rateLimitHits.key, `%verify:${user.id}`)));
    expect(rows.map((row) => row.key).sort()).toEqual([`long:reset:${user.id}`, `long:verify:${user.id}`]);
  });
});
