import { MESSAGES } from '@kinora/domain';
import { eq, or } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/lib/cookies';
import { hashPassword, verifyPassword } from '../src/services/auth/password';
import { CODE_EXPIRED } from '../src/services/auth/password-reset';
import { hashSessionToken } from '../src/services/auth/sessions';
import { LINK_INVALID } from '../src/services/users/email-verification';
import { latestMailTo, verifyByWelcomeMail } from './helpers/accounts';
import { Agent, type Reply, type TrpcReply } from './helpers/agent';
import { skipDatabaseSuite, TEST_DB } from './helpers/database';
import { openLockingTransaction, pauseNextCall } from './helpers/races';
import { createTestApp, type TestApp } from './helpers/test-app';

// The real password functions, wrapped so a test can hold one call in the middle of a request (pauseNextCall).
vi.mock('../src/services/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/services/auth/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), hashPassword: vi.fn(real.hashPassword) };
});

const RUN = `${Date.now().toString(36)}${process.pid}`;
let issuer: OAuth2Server;
let t: TestApp;
/** What the mock's userinfo endpoint answers for the next sign-in. */
let profile: Record<string, unknown> = {};
/** An admin address somebody else signs up with first: the worst case of a squatted account. */
const SQUATTED_ADMIN = `squatted-admin-${RUN}@example.com`;
const SQUATTER_PASSWORD = 'squatter knows this';
/** The notice a reclaimed account's owner receives. */
const NOTICE = /(its password was removed)/;

/**
 * The first half of one "Sign in with Google" as a browser walks it: Kinora's start route, then the issuer's
 * authorize endpoint (which consents at once, unless a test changes its answer). Returns the callback to visit.
 */
async function googleCallback(agent: Agent) {
  const start = await agent.get('/api/v1/auth/google');
  expect(start.status).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(issuer.issuer.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const consent = await fetch(authorize, { redirect: 'manual' });
  return new URL(String(consent.headers.get('location')));
}

/** A whole "Sign in with Google" ending at Kinora's callback. Returns where the callback sent the browser. */
async function googleSignIn(agent: Agent, tamper: (callback: URL) => void = () => {}) {
  const callback = await googleCallback(agent);
  tamper(callback);
  const landing = await agent.get(`${callback.pathname}${callback.search}`);
  expect(landing.status).toBe(302);
  return String(landing.headers.location);
}

const signInWithPassword = async (email: string, password: string) =>
  (await new Agent(t.app).prime()).post('/api/v1/auth/signin', { email, password });

/** Signs up on `email` as somebody who does not own it, and asks for the codes that go to its mailbox. */
async function squat(email: string, username: string) {
  const squatter = await new Agent(t.app, '203.0.113.66').prime();
  const signUp = await squatter.post('/api/v1/auth/signup', { email, username, password: SQUATTER_PASSWORD });
  expect(signUp.status).toBe(201);
  const verifyToken = await latestMailTo(t.app, email, /verify-email\?token=([A-Za-z0-9_-]+)/);
  expect((await squatter.post('/api/v1/auth/checkAccount', { email })).status).toBe(200);
  const resetCode = await latestMailTo(t.app, email, /code to set a new Kinora password is (\d{6})/);
  return { squatter, userId: signUp.body.user.id as string, verifyToken, resetCode };
}

const signedInUser = async (agent: Agent) => {
  const check = await agent.get('/api/v1/auth/authcheck');
  return check.status === 200 ? check.body.user : null;
};

const asRest = (reply: Reply) => [reply.status, reply.body.code, reply.body.message];
const asTrpc = (reply: TrpcReply) => [reply.status, reply.error?.appCode, reply.error?.message];
const SQUATTER_NEW_PASSWORD = 'squatter sets this one';
/** Rounds of the unscripted parallel race: each lands its requests in some order the machine picks. */
const PARALLEL_ROUNDS = 3;
const WRONG_PASSWORD_ANSWER = [400, 'BAD_INPUT', MESSAGES.INVALID_CREDENTIALS];
const SIGNED_OUT_ANSWER = [401, 'UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED];

/**
 * What the squatter may still try while the owner's Google sign-in reclaims the account: each request with the slow
 * step (argon2) it spends its time in, and its answer when the reclaim goes first. `squatter` is signed in, from
 * sign-up a moment ago (recent enough to change the password or delete the account without the current one).
 */
const PASSWORD_RACERS = [
  {
    name: 'a password sign-in',
    pauseSlowStep: () => pauseNextCall(vi.mocked(verifyPassword)),
    answer: WRONG_PASSWORD_ANSWER,
    run: async (email: string) =>
      asRest(
        await (await new Agent(t.app, '203.0.113.68').prime()).post('/api/v1/auth/signin', {
          email,
          password: SQUATTER_PASSWORD,
        }),
      ),
  },
  {
    name: 'a password change on the legacy door (new password alone)',
    pauseSlowStep: () => pauseNextCall(vi.mocked(hashPassword)),
    answer: SIGNED_OUT_ANSWER,
    run: async (_: string, squatter: Agent) =>
      asRest(await squatter.post('/api/v1/auth/changePassword', { password: SQUATTER_NEW_PASSWORD })),
  },
  {
    name: 'a password change with the current password (tRPC)',
    pauseSlowStep: () => pauseNextCall(vi.mocked(hashPassword)),
    answer: SIGNED_OUT_ANSWER,
    run: async (_: string, squatter: Agent) =>
      asTrpc(
        await squatter.mutate('account.changePassword', {
          currentPassword: SQUATTER_PASSWORD,
          newPassword: SQUATTER_NEW_PASSWORD,
        }),
      ),
  },
];
const RACERS = [
  ...PASSWORD_RACERS,
  {
    name: 'an account deletion with the current password',
    pauseSlowStep: () => pauseNextCall(vi.mocked(verifyPassword)),
    answer: SIGNED_OUT_ANSWER,
    run: async (_: string, squatter: Agent) =>
      asRest(await squatter.delete('/api/v1/auth/deleteUser', { currentPassword: SQUATTER_PASSWORD })),
  },
];

describe.skipIf(skipDatabaseSuite)('Google sign-in against a mock OpenID provider', () => {
  beforeAll(async () => {
    issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    issuer.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = profile;
    });
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'kinora-test-client',
      GOOGLE_CLIENT_SECRET: 'kinora-test-secret',
      GOOGLE_ISSUER_URL: issuer.issuer.url,
      ADMIN_EMAILS: SQUATTED_ADMIN,
    });
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.stop();
  });

  it('creates an account for a new person, then signs the same person back in', async () => {
    const email = `new-${RUN}@gmail.test`;
    profile = { sub: `sub-new-${RUN}`, email, email_verified: true, name: 'Grace Hopper' };
    const browser = await new Agent(t.app).prime();
    expect(await googleSignIn(browser)).toBe('/?authUser=new');
    const user = await signedInUser(browser);
    expect(user).toMatchObject({ email, username: 'Grace.Hopper', emailVerified: true });
    // Google proved the mailbox: the welcome e-mail carries no verification link.
    const welcome = await latestMailTo(t.app, email, /(Welcome to Kinora!)/);
    expect(welcome).toBe('Welcome to Kinora!');

    const laterBrowser = await new Agent(t.app).prime();
    expect(await googleSignIn(laterBrowser)).toBe('/?authUser=old');
    expect((await signedInUser(laterBrowser))?.id).toBe(user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/runtime-config' })).json().googleSignIn).toBe(
      true,
    );
  });

  it("links an account verified before by Google's verified e-mail: its password and sessions keep working", async () => {
    const email = `linked-${RUN}@example.com`;
    const owner = await new Agent(t.app).prime();
    const signUp = await owner.post('/api/v1/auth/signup', {
      email,
      username: `linked${RUN}`.slice(0, 30),
      password: 'long enough pass',
    });
    expect(signUp.status).toBe(201);
    await verifyByWelcomeMail(t.app, owner, email);
    profile = { sub: `sub-linked-${RUN}`, email: email.toUpperCase(), email_verified: true };
    const browser = await new Agent(t.app).prime();
    expect(await googleSignIn(browser)).toBe('/?authUser=old');
    expect(await signedInUser(browser)).toMatchObject({ id: signUp.body.user.id, emailVerified: true });
    expect((await owner.get('/api/v1/auth/authcheck')).status).toBe(200);
    expect((await owner.query('account.profile')).status).toBe(200);
    expect((await signInWithPassword(email, 'long enough pass')).status).toBe(200);
    await expect(latestMailTo(t.app, email, NOTICE)).rejects.toThrow();
  });

  it('reclaims an account somebody made on the address and never verified: they keep no way in', async () => {
    // On an admin address, where the squatter would otherwise end up in a verified admin account.
    const email = SQUATTED_ADMIN;
    const { squatter, userId, verifyToken, resetCode } = await squat(email, `squat${RUN}`.slice(0, 30));
    const squatterElsewhere = await new Agent(t.app, '203.0.113.67').prime();
    await squatterElsewhere.post('/api/v1/auth/signin', { email, password: SQUATTER_PASSWORD });
    expect((await squatterElsewhere.get('/api/v1/auth/authcheck')).status).toBe(200);

    profile = { sub: `sub-squatted-${RUN}`, email, email_verified: true, name: 'Rightful Owner' };
    const owner = await new Agent(t.app).prime();
    expect(await googleSignIn(owner)).toBe('/?authUser=old');
    expect(await signedInUser(owner)).toMatchObject({ id: userId, emailVerified: true, isAdmin: true });

    for (const agent of [squatter, squatterElsewhere]) {
      expect((await agent.get('/api/v1/auth/authcheck')).status).toBe(401);
      expect((await agent.query('account.profile')).status).toBe(401);
    }
    const withPassword = await signInWithPassword(email, SQUATTER_PASSWORD);
    expect([withPassword.status, withPassword.body.message]).toEqual([400, MESSAGES.INVALID_CREDENTIALS]);
    const stranger = await new Agent(t.app).prime();
    const reset = await stranger.post('/api/v1/auth/changePasswordH', {
      email,
      code: resetCode,
      password: 'the squatter again',
    });
    expect([reset.status, reset.body.message]).toEqual([400, CODE_EXPIRED]);
    expect((await stranger.mutate('account.verifyEmail', { token: verifyToken })).error?.message).toBe(
      LINK_INVALID,
    );
    expect(await latestMailTo(t.app, email, NOTICE)).toBe('its password was removed');
    // The owner's own session is the one that works.
    expect((await owner.query('account.profile')).status).toBe(200);
  });

  it("leaves the squatter no way in when a reset with the code races the owner's Google sign-in", async () => {
    const email = `raced-${RUN}@example.com`;
    const { squatter, resetCode } = await squat(email, `raced${RUN}`.slice(0, 30));
    profile = { sub: `sub-raced-${RUN}`, email, email_verified: true };
    const owner = await new Agent(t.app).prime();
    const callback = await googleCallback(owner);
    const resetWith = async (password: string) =>
      (await new Agent(t.app).prime()).post('/api/v1/auth/changePasswordH', {
        email,
        code: resetCode,
        password,
      });
    const [landing] = await Promise.all([
      owner.get(`${callback.pathname}${callback.search}`),
      resetWith('raced password 1'),
      resetWith('raced password 2'),
      resetWith('raced password 3'),
    ]);
    // Whichever ran first, the sign-in went through (no deadlock) and the account ends with no password.
    expect(landing.headers.location).toBe('/?authUser=old');
    expect((await squatter.get('/api/v1/auth/authcheck')).status).toBe(401);
    for (const password of [SQUATTER_PASSWORD, 'raced password 1', 'raced password 2', 'raced password 3']) {
      expect((await signInWithPassword(email, password)).status).toBe(400);
    }
    const [row] = await t.app.deps.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ passwordHash: null });
  });

  /**
   * A fresh squatted account for one race, its Google profile ready, and the owner's browser that will sign in.
   * The racing requests are the squatter's; once the reclaim has gone first they must leave it as the reclaim
   * left it.
   */
  async function raceSetup(label: string) {
    const email = `${label}-${RUN}@example.com`;
    const { squatter, userId } = await squat(email, `${label}${RUN}`.slice(0, 30));
    profile = { sub: `sub-${label}-${RUN}`, email, email_verified: true };
    return { email, userId, squatter, owner: await new Agent(t.app).prime() };
  }

  /** The reclaim won: no password, the owner's session is the account's only one, and the account is still there. */
  async function expectReclaimHeld(userId: string, owner: Agent, landing: unknown) {
    expect(landing).toBe('/?authUser=old');
    expect(await signedInUser(owner)).toMatchObject({ id: userId, emailVerified: true });
    const [account] = await t.app.deps.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    expect(account).toEqual({ passwordHash: null });
    const left = await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(left).toHaveLength(1);
  }

  it.each(RACERS.map((racer, index) => ({ ...racer, index })))(
    "$name still in its password step when the owner's Google sign-in reclaims the account changes nothing",
    async ({ index, pauseSlowStep, run, answer }) => {
      const { email, userId, squatter, owner } = await raceSetup(`slow${index}`);
      const paused = pauseSlowStep();
      const raced = run(email, squatter);
      await Promise.race([paused.reached, raced]);
      const landing = await googleSignIn(owner);
      paused.release();
      expect(await raced).toEqual(answer);
      await expectReclaimHeld(userId, owner, landing);
    },
  );

  // The write of each request lands while the reclaim's transaction is still open: the reclaim has locked the
  // account and removed its password, and is held (by the test's lock on one session) before it signs out.
  it.skipIf(TEST_DB !== 'postgres').each(RACERS.map((racer, index) => ({ ...racer, index })))(
    '$name landing while the reclaim is being written waits for it, then changes nothing (Postgres)',
    async ({ index, run, answer }) => {
      const { email, userId, squatter, owner } = await raceSetup(`held${index}`);
      const elsewhere = await new Agent(t.app, '203.0.113.67').prime();
      expect(
        (await elsewhere.post('/api/v1/auth/signin', { email, password: SQUATTER_PASSWORD })).status,
      ).toBe(200);
      const held = await openLockingTransaction(t.databaseUrl);
      const heldSession = hashSessionToken(String(elsewhere.cookies.get(SESSION_COOKIE)));
      await held.conn`select id from sessions where id = ${heldSession} for update`;
      const callback = await googleCallback(owner);
      const signingIn = owner.get(`${callback.pathname}${callback.search}`);
      await held.untilWaiting(1, signingIn);
      const raced = run(email, squatter);
      await held.untilWaiting(2, raced);
      await held.rollback();
      expect(await raced).toEqual(answer);
      await expectReclaimHeld(userId, owner, (await signingIn).headers.location);
    },
  );

  // Without any stop: every writer keeps one lock order, so whichever goes first none deadlocks, and the reclaim has
  // the last word. (A deletion that went first would leave no account to reclaim, so it is not among them.)
  it.skipIf(TEST_DB !== 'postgres')(
    'password requests racing the reclaim in parallel never outlast it nor deadlock (Postgres, repeated)',
    async () => {
      for (let round = 0; round < PARALLEL_ROUNDS; round += 1) {
        const { email, userId, squatter, owner } = await raceSetup(`par${round}`);
        const callback = await googleCallback(owner);
        const [landing, ...answers] = await Promise.all([
          owner.get(`${callback.pathname}${callback.search}`),
          ...PASSWORD_RACERS.map((racer) => racer.run(email, squatter)),
        ]);
        for (const [index, answer] of answers.entries()) {
          expect([200, PASSWORD_RACERS[index]?.answer[0]]).toContain(answer[0]);
        }
        await expectReclaimHeld(userId, owner, landing.headers.location);
      }
    },
  );

  it.each([
    ['not an address', 'not-an-address'],
    ['too long', `${'x'.repeat(250)}@example.com`],
  ])('refuses an issuer address the sign-up rules refuse (%s), and creates nothing', async (_, address) => {
    const sub = `sub-invalid-${RUN}-${address.length}`;
    profile = { sub, email: address, email_verified: true, name: 'Odd Address' };
    const browser = await new Agent(t.app).prime();
    expect(await googleSignIn(browser)).toBe('/login?googleError=invalid-email');
    expect(await signedInUser(browser)).toBeNull();
    const created = await t.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.googleSub, sub), eq(users.email, address.toLowerCase())));
    expect(created).toEqual([]);
  });

  it('refuses an address Google has not verified, and never takes over an account by it', async () => {
    const email = `unverified-${RUN}@example.com`;
    const owner = await new Agent(t.app).prime();
    await owner.post('/api/v1/auth/signup', {
      email,
      username: `unv${RUN}`.slice(0, 30),
      password: 'long enough pass',
    });
    profile = { sub: `sub-unverified-${RUN}`, email, email_verified: false };
    const browser = await new Agent(t.app).prime();
    expect(await googleSignIn(browser)).toBe('/login?googleError=unverified');
    expect(await signedInUser(browser)).toBeNull();
  });

  it('comes back without a session when consent is denied', async () => {
    profile = { sub: `sub-denied-${RUN}`, email: `denied-${RUN}@gmail.test`, email_verified: true };
    const deny = (redirect: { url: URL }) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    };
    issuer.service.once('beforeAuthorizeRedirect', deny);
    const browser = await new Agent(t.app).prime();
    expect(await googleSignIn(browser)).toBe('/login?googleError=denied');
    expect(await signedInUser(browser)).toBeNull();
  });

  it('refuses a callback whose state is not the one this browser was given', async () => {
    profile = { sub: `sub-state-${RUN}`, email: `state-${RUN}@gmail.test`, email_verified: true };
    const browser = await new Agent(t.app).prime();
    const landing = await googleSignIn(browser, (callback) =>
      callback.searchParams.set('state', 'forged-state'),
    );
    expect(landing).toBe('/login?googleError=failed');
    expect(await signedInUser(browser)).toBeNull();
    // Nor does a callback arriving in a browser that never started the flow.
    const start = await (await new Agent(t.app).prime()).get('/api/v1/auth/google');
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    const stranger = await new Agent(t.app).prime();
    const reply = await stranger.get(`${callback.pathname}${callback.search}`);
    expect(reply.headers.location).toBe('/login?googleError=failed');
    expect(await signedInUser(stranger)).toBeNull();
  });
});

describe.skipIf(skipDatabaseSuite)('Google sign-in when not configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says plainly that it is not available, and the web app is told to hide the button', async () => {
    const agent = new Agent(app.app);
    for (const path of ['/api/v1/auth/google', '/api/v1/auth/google/callback?code=x&state=y']) {
      const reply = await agent.get(path);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        success: false,
        message: 'Google sign-in is not available on this server',
        code: 'NOT_FOUND',
      });
    }
    expect((await agent.get('/api/runtime-config')).body.googleSignIn).toBe(false);
  });
});
