import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const PASSWORD = 'long enough pass';

/** A second browser signed in to the same account. */
async function signInAgain(email: string, password = PASSWORD) {
  const agent = await new Agent(t.app, '203.0.113.77').prime();
  const reply = await agent.post('/api/v1/auth/signin', { email, password });
  return { agent, status: reply.status };
}

describe.skipIf(skipDatabaseSuite)('account settings: password change and the contact form', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('changes the password only with the current one, and signs the other sessions out', async () => {
    const { agent, user } = await signedInAgent(t.app, 'changer');
    const other = await signInAgain(user.email);
    expect(other.status).toBe(200);

    const wrong = await agent.mutate('account.changePassword', {
      currentPassword: 'not my password',
      newPassword: 'a brand new secret',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe('Your current password is not correct');
    expect((await other.agent.get('/api/v1/auth/authcheck')).status).toBe(200);

    const changed = await agent.mutate('account.changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new secret',
    });
    expect(changed.data).toEqual({ message: 'Password changed successfully' });
    // This session stays; the other browser is signed out; only the new password signs in.
    expect((await agent.get('/api/v1/auth/authcheck')).status).toBe(200);
    expect((await other.agent.get('/api/v1/auth/authcheck')).status).toBe(401);
    expect((await signInAgain(user.email)).status).toBe(400);
    expect((await signInAgain(user.email, 'a brand new secret')).status).toBe(200);
  });

  it('keeps the legacy REST shape {password} and checks the new password', async () => {
    const { agent, user } = await signedInAgent(t.app, 'legacypw');
    const short = await agent.post('/api/v1/auth/changePassword', { password: 'short' });
    expect([short.status, short.body.message]).toEqual([400, 'Password must be at least 8 characters']);
    const reply = await agent.post('/api/v1/auth/changePassword', { password: 'another long one' });
    expect(reply.body).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await signInAgain(user.email, 'another long one')).status).toBe(200);
    // Without the anti-forgery header nothing changes.
    const forged = await agent.request('POST', '/api/v1/auth/changePassword', {
      body: { password: 'stolen password!' },
      xsrf: false,
    });
    expect(forged.status).toBe(403);
    expect((await signInAgain(user.email, 'stolen password!')).status).toBe(400);
  });

  it('stores a contact message and mails a copy to the operators, on either door', async () => {
    const { agent } = await signedInAgent(t.app, 'writer');
    // The outbox folder outlives one run: the message carries a mark of this run.
    const mark = `westerns-${Date.now().toString(36)}`;
    const body = { name: 'Ada', email: 'ada@example.com', message: `Please add more ${mark}.` };
    const rest = await agent.post('/api/v1/contact/savemessage', body);
    expect(rest.body).toEqual({
      success: true,
      message: 'We received your message and will get back to you soon..!',
    });
    const trpc = await agent.mutate('account.contact', { ...body, message: 'And more documentaries.' });
    expect(trpc.data.message).toBe(rest.body.message);

    const rows = (await t.app.deps.db.query.contactMessages.findMany()).filter(
      (row) => row.email === body.email,
    );
    expect(
      rows.map((row) => row.message).filter((m) => m.includes(mark) || m === 'And more documentaries.'),
    ).toHaveLength(2);
    await t.app.deps.mail.settled();
    const outbox = t.app.deps.config.mail.outboxDir;
    const copies = readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .filter((text) => text.includes(mark));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toContain('ada@example.com');
  });

  it('refuses an incomplete contact form with a clear message and stores nothing', async () => {
    const { agent } = await signedInAgent(t.app, 'hasty');
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: '', email: 'a@example.com', message: 'hi' }, 'Name is required'],
      [{ name: 'A', email: 'not-an-email', message: 'hi' }, 'Please enter a valid email address'],
      [{ name: 'A', email: 'a@example.com', message: '   ' }, 'Message is required'],
    ];
    for (const [body, message] of cases) {
      const reply = await agent.post('/api/v1/contact/savemessage', body);
      expect([reply.status, reply.body.message]).toEqual([400, message]);
    }
    const rows = await t.app.deps.db.query.contactMessages.findMany();
    expect(rows.some((row) => row.email === 'a@example.com')).toBe(false);
  });

  it('limits the contact form to 5 messages an hour per account and 10 per client address', async () => {
    const address = '203.0.113.77';
    const send = (agent: Agent, n: number) =>
      agent.post('/api/v1/contact/savemessage', {
        name: 'Ada',
        email: 'ada@example.com',
        message: `Note ${n}`,
      });
    const { agent: first, user } = await signedInAgent(t.app, 'chatty', address);
    for (let n = 1; n <= 5; n++) expect((await send(first, n)).status).toBe(200);
    const sixth = await send(first, 6);
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    const stored = await t.app.deps.db.query.contactMessages.findMany({
      where: (row, { eq }) => eq(row.userId, user.id),
    });
    expect(stored).toHaveLength(5);

    const { agent: second } = await signedInAgent(t.app, 'chatty', address);
    const refusedOnTrpc = await second.mutate('account.contact', {
      name: 'B',
      email: 'b@example.com',
      message: 'hi',
    });
    // The address already sent 6 (the refused one counts); four more reach the limit of 10.
    expect(refusedOnTrpc.status).toBe(200);
    for (let n = 1; n <= 3; n++) expect((await send(second, n)).status).toBe(200);
    expect((await send(second, 4)).status).toBe(429);
  });
});
