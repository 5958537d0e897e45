import { MESSAGES } from '@kinora/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite, TEST_DB } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clock = Date.now();
const now = () => new Date(clock);
let sequence = 0;
const account = () => {
  sequence += 1;
  const name = `retry${Date.now().toString(36)}${sequence}`;
  return { email: `${name}@example.com`, username: name, password: 'long enough pass' };
};

async function count(query: ReturnType<typeof sql>, app = t): Promise<number> {
  const result = await app.app.deps.db.execute(query);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ n: number }>;
  return Number(rows[0]?.n);
}

describe.skipIf(skipDatabaseSuite)('writes a client may repeat', () => {
  beforeAll(async () => {
    t = await createTestApp({}, { now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a chat message once per idempotency key, however often and however concurrently it is sent', async () => {
    const { agent, user } = await signedInAgent(t.app);
    const message = {
      query: 'something like Heat?',
      response: 'Try Collateral.',
      idempotencyKey: 'msg-0001-abcdef',
    };
    const replies = await Promise.all([1, 2, 3].map(() => agent.mutate('history.recordChat', message)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    await agent.mutate('history.recordChat', message);
    await agent.mutate('history.recordChat', { ...message, idempotencyKey: 'msg-0002-abcdef' });
    const history = (await agent.query('history.chat')).data as Array<{ query: string }>;
    expect(history.map((entry) => entry.query)).toEqual([message.query, message.query]);

    // Keys are per viewer: another viewer's message with the same key is theirs.
    const other = await signedInAgent(t.app);
    await other.agent.mutate('history.recordChat', message);
    expect((await other.agent.query('history.chat')).data).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from chat_history where profile_id = ${user.id}`)).toBe(
      2,
    );
  });

  describe('a key reused for a different request', () => {
    const reused = {
      success: false,
      message: MESSAGES.IDEMPOTENCY_KEY_REUSED,
      code: 'IDEMPOTENCY_KEY_REUSED',
    };
    const askRest = (agent: Agent, body: unknown, key: string) =>
      agent.request('POST', '/api/v1/chat/movie/llm', { body, headers: { 'idempotency-key': key } });

    it('REST chat: the same body again is a retry; another body under the same key is refused with 422', async () => {
      const { agent } = await signedInAgent(t.app);
      const question = { query: 'a heist movie', aimodel: 'deepseek-r1' };
      expect((await askRest(agent, question, 'rest-key-0001')).status).toBe(200);
      expect((await askRest(agent, question, 'rest-key-0001')).status).toBe(200);
      for (const other of [
        { ...question, query: 'a space opera' },
        { ...question, aimodel: 'llama-3.1' },
        { ...question, history: [{ query: 'earlier', response: 'an answer' }] },
      ]) {
        const refused = await askRest(agent, other, 'rest-key-0001');
        expect(refused.status).toBe(422);
        expect(refused.body).toEqual(reused);
      }
      const history = (await agent.query('history.chat')).data as Array<{ query: string }>;
      expect(history.map((entry) => entry.query)).toEqual(['a heist movie']);
    });

    it('tRPC: history.recordChat and the streamed chat refuse it the same way', async () => {
      const { agent } = await signedInAgent(t.app);
      const message = {
        query: 'something like Heat?',
        response: 'Try Collateral.',
        idempotencyKey: 'trpc-key-0001',
      };
      expect((await agent.mutate('history.recordChat', message)).status).toBe(200);
      expect((await agent.mutate('history.recordChat', message)).status).toBe(200);
      const refused = await agent.mutate('history.recordChat', {
        ...message,
        query: 'something like Ronin?',
      });
      expect(refused.status).toBe(422);
      expect(refused.error).toEqual({
        message: MESSAGES.IDEMPOTENCY_KEY_REUSED,
        code: 'UNPROCESSABLE_CONTENT',
        appCode: 'IDEMPOTENCY_KEY_REUSED',
      });

      // A chat question asked on one door under a key, then another question under it on the other door.
      expect((await askRest(agent, { query: 'a quiet western' }, 'door-key-0001')).status).toBe(200);
      const query = new URLSearchParams({
        input: JSON.stringify({ query: 'a loud musical', requestId: 'door-key-0001' }),
        connectionParams: JSON.stringify({ xsrf: agent.cookies.get('XSRF-TOKEN') }),
      });
      const stream = String(
        (await agent.get(`/trpc/chat.ask?${query}`, { accept: 'text/event-stream' })).raw.body,
      );
      expect(stream).toContain(`"code":"IDEMPOTENCY_KEY_REUSED"`);
      expect(stream).not.toContain('"type":"done"');
      const history = (await agent.query('history.chat')).data as Array<{ query: string }>;
      expect(history.map((entry) => entry.query).sort()).toEqual(['a quiet western', 'something like Heat?']);
    });

    it.skipIf(TEST_DB !== 'postgres')(
      'sent concurrently with two bodies: one is recorded, the other refused',
      async () => {
        const { agent, user } = await signedInAgent(t.app);
        const replies = await Promise.all(
          ['first body', 'second body', 'first body', 'second body'].map((text) =>
            agent.mutate('history.recordChat', { query: text, idempotencyKey: 'race-key-0001' }),
          ),
        );
        const statuses = replies.map((reply) => reply.status).sort();
        expect(statuses).toEqual([200, 200, 422, 422]);
        expect(
          await count(sql`select count(*)::int as n from chat_history where profile_id = ${user.id}`),
        ).toBe(1);
      },
    );
  });

  it('records chat messages sent without a key as before: each one', async () => {
    const { agent } = await signedInAgent(t.app);
    await agent.mutate('history.recordChat', { query: 'hello' });
    await agent.mutate('history.recordChat', { query: 'hello' });
    expect((await agent.query('history.chat')).data).toHaveLength(2);
    const bad = await agent.mutate('history.recordChat', { query: 'hello', idempotencyKey: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('idempotencyKey must be 8 to 100 letters, digits, - or _');
  });

  it('answers a repeated sign-up as the first one, on both doors, and creates one account', async () => {
    const details = account();
    const first = await (await new Agent(t.app).prime()).post('/api/v1/auth/signup', details);
    const retryAgent = await new Agent(t.app).prime();
    const retry = await retryAgent.post('/api/v1/auth/signup', details);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const trpcRetry = await (await new Agent(t.app).prime()).mutate('auth.signUp', details);
    expect(trpcRetry.data.user.id).toBe(first.body.user.id);
    // The retry's session works: the viewer is signed in whichever answer reached them.
    expect((await retryAgent.get('/api/v1/auth/authcheck')).body.user.id).toBe(first.body.user.id);
    expect(await count(sql`select count(*)::int as n from users where email = ${details.email}`)).toBe(1);
  });

  it('still refuses a taken e-mail to anyone who is not repeating that sign-up', async () => {
    const details = account();
    await (await new Agent(t.app).prime()).post('/api/v1/auth/signup', details);
    const agent = await new Agent(t.app).prime();
    const otherPassword = await agent.post('/api/v1/auth/signup', {
      ...details,
      password: 'another password',
    });
    expect(otherPassword.body).toEqual({
      success: false,
      message: 'Email already exists',
      code: 'BAD_INPUT',
    });
    const otherName = await agent.post('/api/v1/auth/signup', {
      ...details,
      username: `${details.username}x`,
    });
    expect(otherName.body.message).toBe('Email already exists');
    clock += 11 * 60_000;
    const muchLater = await agent.post('/api/v1/auth/signup', details);
    expect(muchLater.body.message).toBe('Email already exists');
  });

  it('starts a fresh session on sign-up and revokes the one the browser carried', async () => {
    const { agent } = await signedInAgent(t.app);
    const before = agent.cookies.get('kinora_session')!;
    const signUp = await agent.post('/api/v1/auth/signup', account());
    expect(signUp.status).toBe(201);
    expect(agent.cookies.get('kinora_session')).not.toBe(before);
    const stale = new Agent(t.app);
    stale.cookies.set('kinora_session', before);
    expect((await stale.get('/api/v1/auth/authcheck')).status).toBe(401);

    const trpcBefore = agent.cookies.get('kinora_session')!;
    expect((await agent.mutate('auth.signUp', account())).status).toBe(200);
    stale.cookies.set('kinora_session', trpcBefore);
    expect((await stale.get('/api/v1/auth/authcheck')).status).toBe(401);
  });

  it('lets a repeated logout succeed', async () => {
    const { agent } = await signedInAgent(t.app);
    // The first answer is lost: the client still holds the cookies it had before (the session and its token).
    const before = new Map(agent.cookies);
    expect((await agent.post('/api/v1/auth/logout')).body.success).toBe(true);
    for (const [name, value] of before) agent.cookies.set(name, value);
    const again = await agent.post('/api/v1/auth/logout');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: 'Logged out successfully' });
  });

  it.skipIf(TEST_DB !== 'postgres')('repeats on the other instance change nothing either', async () => {
    const second = await createTestApp({}, { databaseUrl: t.databaseUrl, now });
    try {
      const { agent, user } = await signedInAgent(t.app);
      const onSecond = new Agent(second.app);
      for (const [name, value] of agent.cookies) onSecond.cookies.set(name, value);
      const message = { query: 'and on the other one?', idempotencyKey: 'cross-instance-key' };
      await Promise.all([
        agent.mutate('history.recordChat', message),
        onSecond.mutate('history.recordChat', message),
      ]);
      expect(
        await count(sql`select count(*)::int as n from chat_history where profile_id = ${user.id}`),
      ).toBe(1);

      const details = account();
      const replies = await Promise.all([
        (await new Agent(t.app).prime()).post('/api/v1/auth/signup', details),
        (await new Agent(second.app).prime()).post('/api/v1/auth/signup', details),
      ]);
      expect(replies.map((r) => r.status)).toEqual([201, 201]);
      expect(await count(sql`select count(*)::int as n from users where email = ${details.email}`)).toBe(1);
    } finally {
      await second.app.close();
    }
  });
});
