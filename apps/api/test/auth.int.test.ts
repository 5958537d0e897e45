import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let counter = 0;
const fresh = () => {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `viewer${id}@example.com`, username: `viewer${id}`, password: 'correct horse battery' };
};
const userCount = async () => {
  const result = await t.app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return Number(
    (result as unknown as { rows?: Array<{ n: number }> }).rows?.[0]?.n ??
      (result as unknown as Array<{ n: number }>)[0]?.n,
  );
};

describe.skipIf(skipDatabaseSuite)('accounts core on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  let agent: Agent;
  beforeEach(async () => {
    agent = await new Agent(t.app).prime();
  });

  describe('REST', () => {
    it('signs up, stays signed in, logs out and signs in again', async () => {
      const account = fresh();
      const signUp = await agent.post('/api/v1/auth/signup', account);
      expect(signUp.status).toBe(201);
      expect(signUp.body).toMatchObject({
        success: true,
        user: { email: account.email, username: account.username },
      });
      expect(JSON.stringify(signUp.body)).not.toMatch(/argon2|password/i);

      const check = await agent.get('/api/v1/auth/authcheck');
      expect(check.status).toBe(200);
      expect(check.body.user.email).toBe(account.email);

      const logout = await agent.post('/api/v1/auth/logout');
      expect(logout.body).toEqual({ success: true, message: 'Logged out successfully' });
      const after = await agent.get('/api/v1/auth/authcheck');
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ success: false, message: 'not authorized', code: 'UNAUTHENTICATED' });

      const signIn = await agent.post('/api/v1/auth/signin', {
        email: account.email,
        password: account.password,
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({ success: true, message: `Welcome back ${account.username}` });
      expect((await agent.get('/api/v1/auth/authcheck')).status).toBe(200);
    });

    it('matches e-mails case-insensitively at sign-in', async () => {
      const account = fresh();
      await agent.post('/api/v1/auth/signup', account);
      const other = await new Agent(t.app).prime();
      const signIn = await other.post('/api/v1/auth/signin', {
        email: account.email.toUpperCase(),
        password: account.password,
      });
      expect(signIn.status).toBe(200);
    });

    it('sets the session cookie httpOnly and SameSite=Lax', async () => {
      const signUp = await agent.post('/api/v1/auth/signup', fresh());
      const cookie = [signUp.headers['set-cookie']]
        .flat()
        .find((c) => String(c).startsWith('kinora_session='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });

    it('rotates the session on sign-in: the old cookie stops working', async () => {
      const account = fresh();
      await agent.post('/api/v1/auth/signup', account);
      const oldToken = agent.cookies.get('kinora_session');
      await agent.post('/api/v1/auth/signin', { email: account.email, password: account.password });
      const newToken = agent.cookies.get('kinora_session');
      expect(newToken).toBeTruthy();
      expect(newToken).not.toBe(oldToken);

      const stale = await new Agent(t.app).prime();
      stale.cookies.set('kinora_session', oldToken!);
      expect((await stale.get('/api/v1/auth/authcheck')).status).toBe(401);
    });

    it('revokes the session on logout even for a copied cookie', async () => {
      await agent.post('/api/v1/auth/signup', fresh());
      const copy = await new Agent(t.app).prime();
      copy.cookies.set('kinora_session', agent.cookies.get('kinora_session')!);
      expect((await copy.get('/api/v1/auth/authcheck')).status).toBe(200);
      await agent.post('/api/v1/auth/logout');
      expect((await copy.get('/api/v1/auth/authcheck')).status).toBe(401);
    });
  });

  describe('tRPC', () => {
    it('signs up, checks, logs out and signs in', async () => {
      const account = fresh();
      const signUp = await agent.mutate('auth.signUp', account);
      expect(signUp.status).toBe(200);
      expect(signUp.data.user).toMatchObject({
        email: account.email,
        username: account.username,
        emailVerified: false,
        isAdmin: false,
      });
      expect((await agent.query('auth.check')).data.user.email).toBe(account.email);
      expect((await agent.mutate('auth.logout')).data).toEqual({ message: 'Logged out successfully' });
      expect((await agent.query('auth.check')).data).toEqual({ user: null });
      const signIn = await agent.mutate('auth.signIn', { email: account.email, password: account.password });
      expect(signIn.data.message).toBe(`Welcome back ${account.username}`);
    });
  });

  describe('the same errors on both doors', () => {
    const cases: Array<[string, (account: ReturnType<typeof fresh>) => unknown, number, string]> = [
      ['empty email', (a) => ({ ...a, email: '' }), 400, 'All fields are required'],
      ['missing username', ({ username: _u, ...rest }) => rest, 400, 'All fields are required'],
      ['short password', (a) => ({ ...a, password: 'short' }), 400, 'Password must be at least 8 characters'],
      ['number as email', (a) => ({ ...a, email: 12345 }), 400, 'Email must be text'],
      ['unknown field', (a) => ({ ...a, role: 'admin' }), 400, 'Unknown field: role'],
      [
        'SQL in the email',
        (a) => ({ ...a, email: "x' OR '1'='1" }),
        400,
        'Please enter a valid email address',
      ],
      [
        'SQL in the username',
        (a) => ({ ...a, username: "bob'; DROP TABLE users;--" }),
        400,
        'Username may use letters, digits, dots, dashes and underscores only',
      ],
      ['an array body', () => [1, 2], 400, 'Send a JSON object with email, username and password'],
      ['a string body', () => 'hello', 400, 'Send a JSON object with email, username and password'],
    ];

    for (const [name, build, status, message] of cases) {
      it(`sign-up with ${name}: ${status} "${message}" and nothing created`, async () => {
        const before = await userCount();
        const body = build(fresh());
        const rest = await agent.post('/api/v1/auth/signup', body);
        expect(rest.status).toBe(status);
        expect(rest.body).toEqual({ success: false, message, code: 'BAD_INPUT' });
        const trpc = await agent.mutate('auth.signUp', body);
        expect(trpc.status).toBe(status);
        expect(trpc.error).toMatchObject({ message, appCode: 'BAD_INPUT' });
        expect(await userCount()).toBe(before);
      });
    }

    it('refuses a taken e-mail and a taken username (any case)', async () => {
      const account = fresh();
      await agent.post('/api/v1/auth/signup', account);
      const sameEmail = { ...fresh(), email: account.email.toUpperCase() };
      const sameName = { ...fresh(), username: account.username.toUpperCase() };
      for (const [body, message] of [
        [sameEmail, 'Email already exists'],
        [sameName, 'Username already exists'],
      ] as const) {
        const rest = await agent.post('/api/v1/auth/signup', body);
        expect(rest.status).toBe(400);
        expect(rest.body.message).toBe(message);
        const trpc = await agent.mutate('auth.signUp', body);
        expect(trpc.error?.message).toBe(message);
      }
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const account = fresh();
      await agent.post('/api/v1/auth/signup', account);
      for (const body of [
        { email: account.email, password: 'wrong password!' },
        { email: 'nobody-here@example.com', password: 'whatever123' },
      ]) {
        const rest = await agent.post('/api/v1/auth/signin', body);
        expect(rest.status).toBe(400);
        expect(rest.body).toEqual({ success: false, message: 'Invalid credentials', code: 'BAD_INPUT' });
        const trpc = await agent.mutate('auth.signIn', body);
        expect(trpc.error).toMatchObject({ message: 'Invalid credentials', appCode: 'BAD_INPUT' });
      }
    });

    it('rejects a 1 MB body with 413 and a message', async () => {
      const before = await userCount();
      const huge = { ...fresh(), username: 'x'.repeat(1024 * 1024) };
      const rest = await agent.post('/api/v1/auth/signup', huge);
      expect(rest.status).toBe(413);
      expect(rest.body).toMatchObject({ success: false, message: 'The request body is too large' });
      const trpc = await agent.mutate('auth.signUp', huge);
      expect(trpc.status).toBe(413);
      expect(await userCount()).toBe(before);
    });

    it('rejects malformed JSON with 400 and a message', async () => {
      const rest = await agent.request('POST', '/api/v1/auth/signin', { rawBody: '{"email": ' });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({
        success: false,
        message: 'The request body is not valid JSON',
        code: 'BAD_INPUT',
      });
    });

    it('keeps an over-long password from reaching the hasher', async () => {
      const body = { ...fresh(), password: 'p'.repeat(129) };
      const rest = await agent.post('/api/v1/auth/signup', body);
      expect(rest.body.message).toBe('Password must be at most 128 characters');
    });
  });

  describe('anti-forgery', () => {
    it('refuses state-changing requests without the X-XSRF-TOKEN header on both doors', async () => {
      const before = await userCount();
      const account = fresh();
      const rest = await agent.post('/api/v1/auth/signup', account, { xsrf: false });
      expect(rest.status).toBe(403);
      expect(rest.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      const trpc = await agent.mutate('auth.signUp', account, { xsrf: false });
      expect(trpc.status).toBe(403);
      expect(trpc.error?.appCode).toBe('FORBIDDEN');
      expect(await userCount()).toBe(before);
    });

    it('refuses a header that does not match the cookie, and a forged cookie/header pair', async () => {
      const mismatch = await agent.request('POST', '/api/v1/auth/logout', {
        xsrf: false,
        headers: { 'x-xsrf-token': 'abc.def' },
      });
      expect(mismatch.status).toBe(403);
      const forger = new Agent(t.app);
      forger.cookies.set('XSRF-TOKEN', 'planted.value');
      const forged = await forger.request('POST', '/api/v1/auth/logout', {
        headers: { 'x-xsrf-token': 'planted.value' },
      });
      expect(forged.status).toBe(403);
    });

    it('issues the XSRF-TOKEN cookie readable by scripts on the first GET', async () => {
      const first = await new Agent(t.app).get('/api/v1/auth/authcheck');
      const cookie = [first.headers['set-cookie']].flat().find((c) => String(c).startsWith('XSRF-TOKEN='));
      expect(cookie).toBeTruthy();
      expect(cookie).not.toMatch(/HttpOnly/i);
    });
  });
});
