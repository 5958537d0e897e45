import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, verifyByWelcomeMail } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clockMs = Date.UTC(2026, 10, 25, 8);
const RUN = `${Date.now().toString(36)}${process.pid}`;
const ADMIN = `chief-${RUN}@example.com`;

async function signUp(email: string) {
  const agent = await new Agent(t.app, '203.0.113.120').prime();
  const username = `u${Math.random().toString(36).slice(2, 12)}`;
  const reply = await agent.post('/api/v1/auth/signup', { email, username, password: 'long enough pass' });
  expect(reply.status).toBe(201);
  return agent;
}

describe.skipIf(skipDatabaseSuite)('verified e-mail', () => {
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN }, { now: () => new Date(clockMs) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('grants an admin address its rights only once the welcome link proved the mailbox', async () => {
    const chief = await signUp(ADMIN);
    const before = (await chief.get('/api/v1/auth/authcheck')).body.user;
    expect(before).toMatchObject({ emailVerified: false, isAdmin: false });
    expect((await chief.mutate('admin.elevate', { password: 'kinora-admin' })).status).toBe(403);

    const token = await verifyByWelcomeMail(t.app, chief, ADMIN);
    expect((await chief.get('/api/v1/auth/authcheck')).body.user).toMatchObject({
      emailVerified: true,
      isAdmin: true,
    });

    // Single use: the same link again is refused.
    const again = await chief.post('/api/v1/auth/verifyEmail', { token });
    expect([again.status, again.body.message]).toEqual([
      400,
      'This verification link has expired or was already used. Ask for a new one.',
    ]);
  });

  it('lets the link be opened signed out, refuses it after 24 hours, and resends at most 3 an hour', async () => {
    const email = `reader-${RUN}@example.com`;
    const reader = await signUp(email);
    const first = await latestMailTo(t.app, email, /verify-email\?token=([A-Za-z0-9_-]+)/);
    clockMs += 24 * 60 * 60 * 1000 + 1;
    const late = await (await new Agent(t.app).prime()).post('/api/v1/auth/verifyEmail', { token: first });
    expect(late.status).toBe(400);

    const resent = await reader.post('/api/v1/user/resendVerification');
    expect(resent.body).toEqual({ success: true, message: `A new link is on its way to ${email}` });
    const fresh = await latestMailTo(t.app, email, /verify-email\?token=([A-Za-z0-9_-]+)/);
    expect(fresh).not.toBe(first);
    const signedOut = await new Agent(t.app).prime();
    expect((await signedOut.post('/api/v1/auth/verifyEmail', { token: fresh })).body.success).toBe(true);
    expect((await reader.get('/api/v1/auth/authcheck')).body.user.emailVerified).toBe(true);
    expect((await reader.mutate('account.resendVerification')).data.message).toBe(
      'Your e-mail address is already verified',
    );

    const other = await signUp(`busy-${RUN}@example.com`);
    for (let i = 0; i < 3; i++)
      expect((await other.post('/api/v1/user/resendVerification')).status).toBe(200);
    expect((await other.post('/api/v1/user/resendVerification')).status).toBe(429);
  });

  it('refuses a malformed link with a clear message', async () => {
    const visitor = await new Agent(t.app).prime();
    for (const body of [{ token: 'short' }, {}, { token: 'x'.repeat(30) }]) {
      const reply = await visitor.post('/api/v1/auth/verifyEmail', body);
      expect(reply.status).toBe(400);
    }
    expect((await visitor.post('/api/v1/auth/verifyEmail', {})).body.message).toBe(
      'This verification link is incomplete',
    );
  });
});
