import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const RUN = `${Date.now().toString(36)}${process.pid}`;
let issuer: OAuth2Server;
let t: TestApp;
/** What the mock's userinfo endpoint answers for the next sign-in. */
let profile: Record<string, unknown> = {};

/**
 * Walks one "Sign in with Google" the way a browser does: Kinora's start route, the issuer's authorize endpoint
 * (which consents at once, unless a test changes its answer), then Kinora's callback. Returns where the
 * callback sent the browser.
 */
async function googleSignIn(agent: Agent, tamper: (callback: URL) => void = () => {}) {
  const start = await agent.get('/api/v1/auth/google');
  expect(start.status).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(issuer.issuer.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(consent.headers.get('location')));
  tamper(callback);
  const landing = await agent.get(`${callback.pathname}${callback.search}`);
  expect(landing.status).toBe(302);
  return String(landing.headers.location);
}

const signedInUser = async (agent: Agent) => {
  const check = await agent.get('/api/v1/auth/authcheck');
  return check.status === 200 ? check.body.user : null;
};

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

  it("links an existing account by Google's verified e-mail, and its password keeps working", async () => {
    const email = `linked-${RUN}@example.com`;
    const owner = await new Agent(t.app).prime();
    const signUp = await owner.post('/api/v1/auth/signup', {
      email,
      username: `linked${RUN}`.slice(0, 30),
      password: 'long enough pass',
    });
    expect(signUp.status).toBe(201);
    profile = { sub: `sub-linked-${RUN}`, email: email.toUpperCase(), email_verified: true };
    const browser = await new Agent(t.app).prime();
    expect(await googleSignIn(browser)).toBe('/?authUser=old');
    expect(await signedInUser(browser)).toMatchObject({ id: signUp.body.user.id, emailVerified: true });
    const withPassword = await (await new Agent(t.app).prime()).post('/api/v1/auth/signin', {
      email,
      password: 'long enough pass',
    });
    expect(withPassword.status).toBe(200);
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
