import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/root';
import { signedInAgent, verifyByWelcomeMail } from './helpers/accounts';
import { Agent, type Reply, type TrpcReply } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { documentedRoutes, sampleUrl } from './helpers/documented-routes';
import { createTestApp, type TestApp } from './helpers/test-app';

const RUN = `${Date.now().toString(36)}${process.pid}`;
const BOSS = `leak-boss-${RUN}@example.com`;
const ADMIN_PASSWORD = 'kinora-admin';

/** What a stored password looks like (argon2id), and the column's names: neither may ever leave the server. */
const PASSWORD_HASH = /\$argon2|passwordHash|password_hash/;

/** The routes that end the session; they run last so every other route is seen signed in. */
const SESSION_ENDERS = new Set(['/api/v1/auth/logout', '/api/v1/auth/deleteUser']);

let t: TestApp;

/** The whole answer as sent: a tRPC reply's body is the REST-level body of its raw reply. */
const bodyText = (reply: Reply | TrpcReply) => {
  const text = 'headers' in reply ? reply.raw.body : reply.raw.raw.body;
  expect(text.length).toBeGreaterThan(0);
  return text;
};

describe.skipIf(skipDatabaseSuite)('what no response may carry', () => {
  let viewer: Agent;
  let viewerEmail: string;
  let otherEmail: string;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: BOSS });
    // Someone else, visible to others through the leaderboard.
    const other = await signedInAgent(t.app, 'neighbour');
    otherEmail = other.user.email;
    await other.agent.post('/api/v1/user/flappy/score', { score: 42 });
    const me = await signedInAgent(t.app, 'looker');
    viewer = me.agent;
    viewerEmail = me.user.email;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("neither a password hash nor another user's e-mail, from any REST route, for a signed-in viewer", async () => {
    const routes = documentedRoutes(t.app).sort(
      (a, b) => Number(SESSION_ENDERS.has(a.path)) - Number(SESSION_ENDERS.has(b.path)),
    );
    const bodies: Record<string, unknown> = {
      '/api/v1/auth/signin': { email: viewerEmail, password: 'long enough pass' },
      '/api/v1/auth/checkAccount': { email: viewerEmail },
      '/api/v1/user/flappy/score': { score: 1 },
    };
    const seen: string[] = [];
    for (const route of routes) {
      const url = sampleUrl(route.path);
      const method = route.method;
      const reply = await viewer.request(method, url, {
        body: method === 'GET' ? undefined : (bodies[route.path] ?? {}),
      });
      expect(reply.status, `${method} ${url}`).toBeLessThan(500);
      expect(bodyText(reply), `${method} ${url}`).not.toMatch(PASSWORD_HASH);
      expect(bodyText(reply), `${method} ${url}`).not.toContain(otherEmail);
      seen.push(`${reply.status} ${method} ${url}`);
    }
    // The sweep did reach the routes that show people: the viewer's own record and the public leaderboard.
    expect(seen).toContain('200 GET /api/v1/auth/authcheck');
    expect(seen).toContain('200 GET /api/v1/user/flappy/leaderboard');
    expect(seen).toContain('200 GET /api/v1/auth/admin/users');
  });

  it('neither, from any tRPC query or the sign-in mutations, for a signed-in viewer', async () => {
    const { agent, user } = await signedInAgent(t.app, 'asker');
    const signIn = await new Agent(t.app).prime();
    const answers = [await signIn.mutate('auth.signIn', { email: user.email, password: 'long enough pass' })];
    for (const [name, procedure] of Object.entries(appRouter._def.procedures)) {
      const { type } = (procedure as unknown as { _def: { type: string } })._def;
      if (type === 'query') answers.push(await agent.query(name, {}));
    }
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(bodyText(answer)).not.toMatch(PASSWORD_HASH);
      expect(bodyText(answer)).not.toContain(otherEmail);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(10);
  });

  it('no password hash in what an elevated admin sees of an account either', async () => {
    const boss = await new Agent(t.app, '203.0.113.93').prime();
    await boss.post('/api/v1/auth/signup', {
      email: BOSS,
      username: `leakboss${RUN}`.slice(0, 30),
      password: 'long enough pass',
    });
    await verifyByWelcomeMail(t.app, boss, BOSS);
    expect((await boss.mutate('admin.elevate', { password: ADMIN_PASSWORD })).status).toBe(200);
    const answers = [
      await boss.query('admin.users', {}),
      await boss.query('admin.user', { email: otherEmail }),
      await boss.get('/api/v1/auth/admin/users'),
      await boss.post('/api/v1/auth/admin/mail', { email: otherEmail }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(bodyText(answer)).toContain(otherEmail);
      expect(bodyText(answer)).not.toMatch(PASSWORD_HASH);
    }
  });
});
