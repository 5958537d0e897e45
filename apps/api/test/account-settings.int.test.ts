import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const PASSWORD = 'long enough pass';
const SIGN_IN_AGAIN = 'For your security, please sign in again, then try once more.';
/** The test's clock: it stands still (every counter stays in one window) and moves only when a test says. */
let clockMs = Date.UTC(2026, 10, 26, 9, 0, 5);
/** Just past RECENT_SIGN_IN_SECONDS' default of 10 minutes. */
const PAST_RECENT_SIGN_IN_MS = 600_000 + 1000;

const accountExists = async (id: string) =>
  (await t.app.deps.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

/** A second browser signed in to the same account. */
async function signInAgain(email: string, password = PASSWORD) {
  const agent = await new Agent(t.app, '203.0.113.77').prime();
  const reply = await agent.post('/api/v1/auth/signin', { email, password });
  return { agent, status: reply.status };
}

describe.skipIf(skipDatabaseSuite)('account settings: password change and the contact form', () => {
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date(clockMs) });
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

  it('refuses an old session without the current password, on either door, and changes nothing', async () => {
    const { agent, user } = await signedInAgent(t.app, 'borrowed');
    const owner = await signInAgain(user.email);
    clockMs += PAST_RECENT_SIGN_IN_MS;
    // Someone holding only the cookie of a session that signed in long ago.
    const refusal = { success: false, message: SIGN_IN_AGAIN, code: 'FORBIDDEN' };
    const change = await agent.post('/api/v1/auth/changePassword', { password: 'you are locked out' });
    expect([change.status, change.body]).toEqual([403, refusal]);
    const restDelete = await agent.delete('/api/v1/auth/deleteUser');
    expect([restDelete.status, restDelete.body]).toEqual([403, refusal]);
    const trpcDelete = await agent.mutate('account.delete');
    expect([trpcDelete.status, trpcDelete.error?.message, trpcDelete.error?.appCode]).toEqual([
      403,
      SIGN_IN_AGAIN,
      'FORBIDDEN',
    ]);

    expect(await accountExists(user.id)).toBe(true);
    expect((await signInAgain(user.email, 'you are locked out')).status).toBe(400);
    expect((await signInAgain(user.email)).status).toBe(200);
    expect((await owner.agent.get('/api/v1/auth/authcheck')).status).toBe(200);
    expect((await agent.get('/api/v1/auth/authcheck')).status).toBe(200);
  });

  it('lets an old session act with the right current password, on either door', async () => {
    const { agent, user } = await signedInAgent(t.app, 'returning');
    clockMs += PAST_RECENT_SIGN_IN_MS;
    const changed = await agent.post('/api/v1/auth/changePassword', {
      password: 'second password here',
      currentPassword: PASSWORD,
    });
    expect(changed.body).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await signInAgain(user.email, 'second password here')).status).toBe(200);
    const again = await agent.mutate('account.changePassword', {
      currentPassword: 'second password here',
      newPassword: 'third password here',
    });
    expect(again.data).toEqual({ message: 'Password changed successfully' });
    const gone = await agent.delete('/api/v1/auth/deleteUser', { currentPassword: 'third password here' });
    expect(gone.body).toEqual({ success: true, message: 'Account deleted' });
    expect(await accountExists(user.id)).toBe(false);

    const { agent: other, user: otherUser } = await signedInAgent(t.app, 'returning');
    clockMs += PAST_RECENT_SIGN_IN_MS;
    const trpcGone = await other.mutate('account.delete', { currentPassword: PASSWORD });
    expect(trpcGone.data).toEqual({ message: 'Account deleted' });
    expect(await accountExists(otherUser.id)).toBe(false);
  });

  it('lets a session that signed in within RECENT_SIGN_IN_SECONDS act without the current password', async () => {
    const { agent, user } = await signedInAgent(t.app, 'fresh');
    clockMs += 600_000; // exactly 10 minutes: still recent
    const changed = await agent.post('/api/v1/auth/changePassword', { password: 'fresh new password' });
    expect(changed.body).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await signInAgain(user.email, 'fresh new password')).status).toBe(200);
    const restGone = await agent.delete('/api/v1/auth/deleteUser');
    expect(restGone.body).toEqual({ success: true, message: 'Account deleted' });
    expect(await accountExists(user.id)).toBe(false);

    const { agent: other, user: otherUser } = await signedInAgent(t.app, 'fresh');
    expect((await other.mutate('account.delete')).data).toEqual({ message: 'Account deleted' });
    expect(await accountExists(otherUser.id)).toBe(false);
  });

  it('refuses a wrong current password even from a fresh session, and counts it: 10 a minute per account', async () => {
    const { agent, user } = await signedInAgent(t.app, 'guessed');
    // The same session from ever new addresses, so only the account's count can stop it.
    const fromAddress = (n: number) => {
      const copy = new Agent(t.app, `198.51.100.${n + 1}`);
      for (const [name, value] of agent.cookies) copy.cookies.set(name, value);
      return copy;
    };
    const tries: Array<(copy: Agent, guess: string) => Promise<{ status: number; message?: string }>> = [
      async (copy, guess) => {
        const reply = await copy.post('/api/v1/auth/changePassword', {
          password: 'taken over now',
          currentPassword: guess,
        });
        return { status: reply.status, message: reply.body.message };
      },
      async (copy, guess) => {
        const reply = await copy.mutate('account.changePassword', {
          currentPassword: guess,
          newPassword: 'taken over now',
        });
        return { status: reply.status, message: reply.error?.message };
      },
      async (copy, guess) => {
        const reply = await copy.delete('/api/v1/auth/deleteUser', { currentPassword: guess });
        return { status: reply.status, message: reply.body.message };
      },
      async (copy, guess) => {
        const reply = await copy.mutate('account.delete', { currentPassword: guess });
        return { status: reply.status, message: reply.error?.message };
      },
    ];
    for (let n = 0; n < 10; n++) {
      expect(await tries[n % tries.length]!(fromAddress(n), `guess number ${n}`)).toEqual({
        status: 400,
        message: 'Your current password is not correct',
      });
    }
    const limited = await fromAddress(10).mutate('account.changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'taken over now',
    });
    expect([limited.status, limited.error?.appCode]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.raw.headers['retry-after'])).toBeGreaterThan(0);
    const restLimited = await fromAddress(11).delete('/api/v1/auth/deleteUser', {
      currentPassword: PASSWORD,
    });
    expect([restLimited.status, restLimited.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(restLimited.headers['retry-after'])).toBeGreaterThan(0);

    expect(await accountExists(user.id)).toBe(true);
    expect((await signInAgain(user.email, 'taken over now')).status).toBe(400);
    expect((await signInAgain(user.email)).status).toBe(200);
  });

  it('lets an account without a password (made with Google) act only after a recent sign-in', async () => {
    const googleOnly = async () => {
      const made = await signedInAgent(t.app, 'googler');
      await t.app.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, made.user.id));
      t.app.deps.sessionCache.evictUser(made.user.id);
      return made;
    };
    const { agent, user } = await googleOnly();
    clockMs += PAST_RECENT_SIGN_IN_MS;
    // It has no password to give: whatever it sends proves nothing.
    const change = await agent.mutate('account.changePassword', {
      currentPassword: 'any text at all',
      newPassword: 'my first password',
    });
    expect([change.status, change.error?.message]).toEqual([403, SIGN_IN_AGAIN]);
    const remove = await agent.delete('/api/v1/auth/deleteUser', { currentPassword: 'any text at all' });
    expect([remove.status, remove.body.message]).toEqual([403, SIGN_IN_AGAIN]);
    expect(await accountExists(user.id)).toBe(true);

    const fresh = await googleOnly();
    const firstPassword = await fresh.agent.post('/api/v1/auth/changePassword', {
      password: 'my first password',
    });
    expect(firstPassword.body).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await signInAgain(fresh.user.email, 'my first password')).status).toBe(200);
    const other = await googleOnly();
    expect((await other.agent.mutate('account.delete')).data).toEqual({ message: 'Account deleted' });
    expect(await accountExists(other.user.id)).toBe(false);
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
