import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clockMs = Date.UTC(2026, 10, 25, 9);

/** The newest reset code mailed to `email`. */
const mailedCode = (email: string) =>
  latestMailTo(t.app, email, /code to set a new Kinora password is (\d{6})/);

async function stranger() {
  return new Agent(t.app, `198.51.100.${Math.floor(Math.random() * 200) + 1}`).prime();
}

describe.skipIf(skipDatabaseSuite)('password reset by e-mailed code', () => {
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date(clockMs) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mails a code; the code sets the new password once and signs every session out', async () => {
    const { agent: signedIn, user } = await signedInAgent(t.app, 'forgetful');
    const visitor = await stranger();
    const asked = await visitor.post('/api/v1/auth/checkAccount', { email: user.email });
    expect(asked.body).toEqual({ success: true, message: 'Account found. Redirecting to password reset...' });
    const code = await mailedCode(user.email);

    const reset = await visitor.post('/api/v1/auth/changePasswordH', {
      email: user.email,
      code,
      password: 'remembered at last',
    });
    expect(reset.body).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await signedIn.get('/api/v1/auth/authcheck')).status).toBe(401);
    const signIn = await visitor.post('/api/v1/auth/signin', {
      email: user.email,
      password: 'remembered at last',
    });
    expect(signIn.status).toBe(200);

    // Used once: the same code again changes nothing.
    const again = await visitor.post('/api/v1/auth/changePasswordH', {
      email: user.email,
      code,
      password: 'somebody else now',
    });
    expect([again.status, again.body.message]).toEqual([
      400,
      'This code has expired or was already used. Ask for a new one.',
    ]);
  });

  it('answers 400 for an unknown address, as legacy clients expect', async () => {
    const reply = await (await stranger()).post('/api/v1/auth/checkAccount', { email: 'nobody@example.com' });
    expect([reply.status, reply.body.message]).toEqual([
      400,
      'Account not found. Please enter a valid email address.',
    ]);
  });

  it('refuses a wrong code, stops after 5 wrong tries, and refuses a code after 15 minutes', async () => {
    const { user } = await signedInAgent(t.app, 'guessed');
    const visitor = await stranger();
    await visitor.mutate('auth.requestReset', { email: user.email });
    const code = await mailedCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const reply = await visitor.mutate('auth.resetPassword', {
        email: user.email,
        code: wrong,
        password: 'guess guess guess',
      });
      expect(reply.error?.message).toBe('The code is not correct');
    }
    const sixth = await visitor.mutate('auth.resetPassword', {
      email: user.email,
      code,
      password: 'guess guess guess',
    });
    expect(sixth.error?.message).toBe('Too many wrong codes. Ask for a new one.');

    await visitor.mutate('auth.requestReset', { email: user.email });
    const fresh = await mailedCode(user.email);
    clockMs += 15 * 60 * 1000 + 1;
    const late = await visitor.mutate('auth.resetPassword', {
      email: user.email,
      code: fresh,
      password: 'too late now!',
    });
    expect(late.error?.message).toBe('This code has expired or was already used. Ask for a new one.');
  });

  it('accepts a code until the very end of its 15 minutes', async () => {
    const { user } = await signedInAgent(t.app, 'unhurried');
    const visitor = await stranger();
    await visitor.mutate('auth.requestReset', { email: user.email });
    const code = await mailedCode(user.email);
    clockMs += 15 * 60 * 1000 - 1;
    const reply = await visitor.mutate('auth.resetPassword', {
      email: user.email,
      code,
      password: 'just in time',
    });
    expect(reply.error).toBeUndefined();
    expect(reply.data).toEqual({ message: 'Password changed successfully' });
  });

  it('counts parallel wrong codes before comparing: 40 at once use up the 5 tries, then the right code fails', async () => {
    const { user } = await signedInAgent(t.app, 'raced');
    await (await stranger()).post('/api/v1/auth/checkAccount', { email: user.email });
    const code = await mailedCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    // From many addresses on both doors, so only the code's own count of tries can stop them.
    const replies = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const visitor = await stranger();
        const input = { email: user.email, code: wrong, password: 'guessed my way in' };
        return n % 2 === 0
          ? (await visitor.post('/api/v1/auth/changePasswordH', input)).body.message
          : (await visitor.mutate('auth.resetPassword', input)).error?.message;
      }),
    );
    expect(replies.filter((message) => message === 'The code is not correct')).toHaveLength(5);
    expect(replies.filter((message) => message === 'Too many wrong codes. Ask for a new one.')).toHaveLength(
      35,
    );

    const right = await (await stranger()).post('/api/v1/auth/changePasswordH', {
      email: user.email,
      code,
      password: 'guessed my way in',
    });
    expect([right.status, right.body.message]).toEqual([400, 'Too many wrong codes. Ask for a new one.']);
    const signIn = await (await stranger()).post('/api/v1/auth/signin', {
      email: user.email,
      password: 'long enough pass',
    });
    expect(signIn.status).toBe(200);
  });

  it('makes an earlier code stop working when a new one is sent, and checks the new password', async () => {
    const { user } = await signedInAgent(t.app, 'twice');
    const visitor = await stranger();
    await visitor.post('/api/v1/auth/checkAccount', { email: user.email });
    const first = await mailedCode(user.email);
    clockMs += 1000;
    await visitor.post('/api/v1/auth/checkAccount', { email: user.email });
    const second = await mailedCode(user.email);
    const short = await visitor.post('/api/v1/auth/changePasswordH', {
      email: user.email,
      code: second,
      password: 'short',
    });
    expect([short.status, short.body.message]).toEqual([400, 'Password must be at least 8 characters']);
    // (Two random codes are equal once in a million runs.)
    const old = await visitor.post('/api/v1/auth/changePasswordH', {
      email: user.email,
      code: first,
      password: 'long enough again',
    });
    expect(old.body.message).toBe('The code is not correct');
    const missing = await visitor.post('/api/v1/auth/changePasswordH', {
      email: user.email,
      password: 'no code at all',
    });
    expect([missing.status, missing.body.message]).toEqual([400, 'Enter the code from the e-mail']);
  });

  it('on both doors, a reset without, with a wrong, an expired or a used code fails and changes nothing', async () => {
    for (const door of ['rest', 'trpc'] as const) {
      const { user } = await signedInAgent(t.app, `${door}reset`);
      const visitor = await stranger();
      const ask = () =>
        door === 'rest'
          ? visitor.post('/api/v1/auth/checkAccount', { email: user.email })
          : visitor.mutate('auth.requestReset', { email: user.email });
      const reset = async (body: Record<string, unknown>) => {
        const input = { email: user.email, password: 'a new password here', ...body };
        if (door === 'rest') {
          const reply = await visitor.post('/api/v1/auth/changePasswordH', input);
          return { status: reply.status, message: reply.body.message };
        }
        const reply = await visitor.mutate('auth.resetPassword', input);
        return { status: reply.status, message: reply.error?.message ?? reply.data?.message };
      };
      const oldPasswordWorks = async () =>
        (
          await (
            await stranger()
          ).post('/api/v1/auth/signin', { email: user.email, password: 'long enough pass' })
        ).status === 200;

      await ask();
      const code = await mailedCode(user.email);
      expect(await reset({ code: undefined })).toEqual({
        status: 400,
        message: 'Enter the code from the e-mail',
      });
      expect(await reset({ code: code === '000000' ? '111111' : '000000' })).toEqual({
        status: 400,
        message: 'The code is not correct',
      });
      clockMs += 15 * 60 * 1000 + 1;
      expect(await reset({ code })).toEqual({
        status: 400,
        message: 'This code has expired or was already used. Ask for a new one.',
      });
      expect(await oldPasswordWorks()).toBe(true);

      await ask();
      const fresh = await mailedCode(user.email);
      expect((await reset({ code: fresh })).status).toBe(200);
      expect(await reset({ code: fresh, password: 'yet another password' })).toEqual({
        status: 400,
        message: 'This code has expired or was already used. Ask for a new one.',
      });
      const signIn = await (await stranger()).post('/api/v1/auth/signin', {
        email: user.email,
        password: 'a new password here',
      });
      expect(signIn.status).toBe(200);
    }
  });
});
