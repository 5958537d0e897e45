import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, verifyByWelcomeMail } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clockMs = Date.UTC(2026, 10, 25, 10);
/** Unique per run: the outbox folder is shared by the runs on PGlite and on Postgres. */
const RUN = `${Date.now().toString(36)}${process.pid}`;
const BOSS = `boss-${RUN}@example.com`;
const OTHER_ADMIN = `other-admin-${RUN}@example.com`;
/** An admin address somebody signs up with and never verifies (it may not be theirs). */
const UNVERIFIED_ADMIN = `unverified-admin-${RUN}@example.com`;
/** The development default of ADMIN_PASSWORD_HASH is the hash of this password (README). */
const ADMIN_PASSWORD = 'kinora-admin';

async function signUpAs(email: string, username: string) {
  const agent = await new Agent(t.app, '203.0.113.90').prime();
  const reply = await agent.post('/api/v1/auth/signup', { email, username, password: 'long enough pass' });
  expect(reply.status).toBe(201);
  return agent;
}

describe.skipIf(skipDatabaseSuite)('the admin area, enforced by the server', () => {
  let boss: Agent;
  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: `${BOSS},${OTHER_ADMIN},${UNVERIFIED_ADMIN}` },
      { now: () => new Date(clockMs) },
    );
    boss = await signUpAs(BOSS, `boss${RUN}`.slice(0, 30));
    // An admin address grants admin rights once its mailbox is proven.
    expect((await boss.query('admin.status')).data).toEqual({ isAdmin: false, isElevated: false });
    await verifyByWelcomeMail(t.app, boss, BOSS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses everyone but an admin account, and an admin until the admin password is given', async () => {
    const { agent: viewer } = await signedInAgent(t.app, 'curious');
    expect((await viewer.mutate('admin.elevate', { password: ADMIN_PASSWORD })).error?.message).toBe(
      'This area is for admins only',
    );
    expect((await viewer.query('admin.users', {})).status).toBe(403);
    expect((await boss.query('admin.users', {})).error?.message).toBe('Enter the admin password first');
    const wrong = await boss.mutate('admin.elevate', { password: 'guess' });
    expect([wrong.status, wrong.error?.message]).toEqual([403, 'Incorrect password. Please try again.']);
    expect((await boss.query('admin.status')).data).toEqual({ isAdmin: true, isElevated: false });
  });

  it('lists users 15 a page, finds them by e-mail, marks admin accounts, and lapses after 30 minutes', async () => {
    for (let i = 0; i < 16; i++) await signUpAs(`listed${i}@example.org`, `listed${i}`);
    const elevated = await boss.mutate('admin.elevate', { password: ADMIN_PASSWORD });
    expect(elevated.data.message).toBe('Authentication successful!');
    // Elevation belongs to this session only: the same account signed in elsewhere is not elevated.
    const elsewhere = await new Agent(t.app, '203.0.113.91').prime();
    await elsewhere.post('/api/v1/auth/signin', { email: BOSS, password: 'long enough pass' });
    expect((await elsewhere.query('admin.users', {})).status).toBe(403);

    const first = (await boss.query('admin.users', {})).data;
    expect(first.users).toHaveLength(15);
    expect(first.totalPages).toBe(Math.ceil(first.total / 15));
    const found = (await boss.query('admin.users', { search: 'LISTED1' })).data;
    expect(found.users.map((u: { email: string }) => u.email).sort()).toEqual(
      [1, 10, 11, 12, 13, 14, 15].map((i) => `listed${i}@example.org`).sort(),
    );
    const wildcard = (await boss.query('admin.users', { search: '%' })).data;
    expect(wildcard.users).toEqual([]);
    const bossRow = (await boss.query('admin.users', { search: BOSS })).data.users[0];
    expect(bossRow).toMatchObject({ email: BOSS, privileged: true });

    clockMs += 30 * 60 * 1000 + 1;
    t.app.deps.sessionCache.evictUser(bossRow.id);
    expect((await boss.query('admin.users', {})).error?.message).toBe('Enter the admin password first');
  });

  it("shows one user's lists and histories, deletes ordinary accounts and never an admin's", async () => {
    await boss.mutate('admin.elevate', { password: ADMIN_PASSWORD });
    const { agent: viewer, user } = await signedInAgent(t.app, 'watched');
    await viewer.mutate('history.recordChat', { query: 'a cosy anime', response: 'Try these.' });
    const detail = (await boss.query('admin.user', { email: user.email })).data;
    expect(detail.user).toMatchObject({ email: user.email, username: user.username, privileged: false });
    expect(detail.chatHistory.map((entry: { query: string }) => entry.query)).toEqual(['a cosy anime']);

    const legacy = await boss.post('/api/v1/auth/admin/mail', { email: user.email });
    expect(legacy.body).toMatchObject({ success: true, message: 'User found', user: { email: user.email } });

    const refused = await boss.request('DELETE', '/api/v1/auth/deleteUserMail', {
      body: { email: OTHER_ADMIN },
    });
    expect(refused.status).toBe(404);
    const otherAdmin = await signUpAs(OTHER_ADMIN, `otheradmin${RUN}`.slice(0, 30));
    await verifyByWelcomeMail(t.app, otherAdmin, OTHER_ADMIN);
    const protectedAdmin = await boss.mutate('admin.deleteUser', { email: OTHER_ADMIN });
    expect([protectedAdmin.status, protectedAdmin.error?.message]).toEqual([
      403,
      'Admin accounts cannot be deleted from the admin area',
    ]);
    const deleted = await boss.request('DELETE', '/api/v1/auth/deleteUserMail', {
      body: { email: user.email },
    });
    expect(deleted.body).toEqual({ success: true, message: `The account of ${user.email} is deleted` });
    expect((await viewer.get('/api/v1/auth/authcheck')).status).toBe(401);
  });

  it('deletes an unverified account on an admin address: only a verified one is an admin account', async () => {
    await boss.mutate('admin.elevate', { password: ADMIN_PASSWORD });
    const squatter = await signUpAs(UNVERIFIED_ADMIN, `unverifiedadmin${RUN}`.slice(0, 30));
    const row = (await boss.query('admin.users', { search: UNVERIFIED_ADMIN })).data.users[0];
    expect(row).toMatchObject({ email: UNVERIFIED_ADMIN, privileged: false });
    const deleted = await boss.mutate('admin.deleteUser', { email: UNVERIFIED_ADMIN });
    expect(deleted.data).toEqual({ message: `The account of ${UNVERIFIED_ADMIN} is deleted` });
    expect((await squatter.get('/api/v1/auth/authcheck')).status).toBe(401);
    expect((await boss.query('admin.users', { search: UNVERIFIED_ADMIN })).data.users).toEqual([]);
  });

  it('answers the legacy user list with public leaderboard rows to anyone else, never e-mails', async () => {
    const { agent: viewer } = await signedInAgent(t.app, 'player');
    await viewer.post('/api/v1/user/flappy/score', { score: 12 });
    const reply = await viewer.get('/api/v1/auth/admin/users');
    expect(reply.body.success).toBe(true);
    expect(reply.body.users.length).toBeGreaterThan(0);
    expect(JSON.stringify(reply.body)).not.toMatch(/@example\.(com|org)/);
  });

  it('gives a non-admin, and an admin without the admin password, 403 from every admin route on both doors', async () => {
    const { agent: viewer, user } = await signedInAgent(t.app, 'probe');
    const unelevated = await new Agent(t.app, '203.0.113.92').prime();
    await unelevated.post('/api/v1/auth/signin', { email: BOSS, password: 'long enough pass' });
    for (const agent of [viewer, unelevated]) {
      const calls = [
        agent.query('admin.users', {}),
        agent.query('admin.user', { email: user.email }),
        agent.mutate('admin.deleteUser', { email: user.email }),
        agent.query('admin.audit', {}),
        agent.post('/api/v1/auth/admin/mail', { email: user.email }),
        agent.request('DELETE', '/api/v1/auth/deleteUserMail', { body: { email: user.email } }),
        agent.get('/api/v1/auth/admin/audit'),
      ];
      expect((await Promise.all(calls)).map((reply) => reply.status)).toEqual(calls.map(() => 403));
    }
    expect((await viewer.get('/api/v1/auth/authcheck')).body.user.email).toBe(user.email);
  });

  it('writes every admin action to an audit log that only elevated admins read, on both doors', async () => {
    const before = (await boss.mutate('admin.elevate', { password: 'still a guess' })).status;
    expect(before).toBe(403);
    await boss.mutate('admin.elevate', { password: ADMIN_PASSWORD });
    const { user } = await signedInAgent(t.app, 'audited');
    // Opened twice within ten minutes (a refresh) is one entry.
    await boss.query('admin.user', { email: user.email });
    await boss.post('/api/v1/auth/admin/mail', { email: user.email });
    await boss.mutate('admin.deleteUser', { email: user.email });

    const page = (await boss.query('admin.audit', {})).data;
    expect(
      page.entries.slice(0, 4).map((e: { action: string; target: string | null }) => [e.action, e.target]),
    ).toEqual([
      ['delete-user', user.email],
      ['view-user', user.email],
      ['unlock', null],
      ['unlock-refused', null],
    ]);
    expect(page.entries.every((e: { admin: string }) => e.admin === BOSS)).toBe(true);
    expect(page.totalPages).toBe(Math.ceil(page.total / 15));

    const legacy = await boss.get('/api/v1/auth/admin/audit?page=1');
    expect(legacy.body).toMatchObject({ success: true, message: 'Audit log', total: page.total });
    expect(legacy.body.entries[0]).toEqual(page.entries[0]);
    expect((await boss.get('/api/v1/auth/admin/audit?page=0')).status).toBe(400);
  });
});
