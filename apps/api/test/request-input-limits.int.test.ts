import { LIMITS, MESSAGES } from '@kinora/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPublicError } from '../src/errors/error-map';
import { recordChat } from '../src/services/history/record-chat';
import { appRouter } from '../src/trpc/root';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const REFUSED = { success: false, message: MESSAGES.UNSTORABLE_TEXT, code: 'BAD_INPUT' };

let t: TestApp;
let agent: Agent;
let userId: string;

const chatRows = async () => {
  const result = await t.app.deps.db.execute(
    sql`select count(*)::int as n from chat_history where profile_id = ${userId}`,
  );
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ n: number }>;
  return Number(rows[0]?.n);
};

describe.skipIf(skipDatabaseSuite)('text the database cannot store', () => {
  beforeAll(async () => {
    t = await createTestApp();
    ({
      agent,
      user: { id: userId },
    } = await signedInAgent(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is refused with a 400 in REST bodies, path parameters and query strings', async () => {
    const body = await agent.delete('/api/v1/search/removehistoryquery', { query: `a${NUL}b` });
    expect(body.status).toBe(400);
    expect(body.body).toEqual(REFUSED);

    const param = await agent.get('/api/v1/search/movie/star%00wars');
    expect(param.status).toBe(400);
    expect(param.body).toEqual(REFUSED);

    const query = await agent.get('/api/v1/movies/category/popular?page=1%00');
    expect(query.status).toBe(400);
    expect(query.body).toEqual(REFUSED);

    const surrogate = await agent.request('DELETE', '/api/v1/search/removehistoryquery', {
      rawBody: '{"query":"a\\ud800b"}',
    });
    expect(surrogate.body).toEqual(REFUSED);
  });

  it('is refused with a 400 in tRPC inputs, queries and mutations alike, and nothing is stored', async () => {
    const search = await agent.query('catalogue.search', { type: 'movie', query: `star${NUL}wars` });
    expect(search.status).toBe(400);
    expect(search.error).toEqual({
      message: MESSAGES.UNSTORABLE_TEXT,
      code: 'BAD_REQUEST',
      appCode: 'BAD_INPUT',
    });

    for (const text of [`hello${NUL}`, `hello${LONE_SURROGATE}`]) {
      const chat = await agent.mutate('history.recordChat', { query: text, response: 'fine' });
      expect(chat.status).toBe(400);
      expect(chat.error?.message).toBe(MESSAGES.UNSTORABLE_TEXT);
    }
    const keyed = await agent.mutate('history.recordChat', { query: 'ok', [`key${NUL}`]: 1 });
    expect(keyed.error?.message).toBe(MESSAGES.UNSTORABLE_TEXT);
    expect(await chatRows()).toBe(0);
  });

  it('is a 400, not a 500, even where it reaches the database past the doors', async () => {
    const failure = await recordChat(t.app.deps, userId, { query: `a${NUL}b` }).catch((error) => error);
    expect(toPublicError(failure)).toMatchObject({ status: 400, code: 'BAD_INPUT' });
    expect(await chatRows()).toBe(0);
  });

  /**
   * A subscription streams (server-sent events): the stream opens with 200 and a refusal arrives as its
   * `serialized-error` event, carrying the HTTP status the same refusal has elsewhere.
   */
  async function subscriptionRefusal(name: string, input: unknown): Promise<number> {
    const query = new URLSearchParams({
      input: JSON.stringify(input),
      connectionParams: JSON.stringify({ xsrf: agent.cookies.get('XSRF-TOKEN') }),
    });
    const reply = await agent.get(`/trpc/${name}?${query}`, { accept: 'text/event-stream' });
    const error = /event: serialized-error\ndata: (.*)\n/.exec(String(reply.raw.body))?.[1];
    return error ? (JSON.parse(error) as { data: { httpStatus: number } }).data.httpStatus : reply.status;
  }

  it('is refused by every REST route and every tRPC procedure, never with a 500', async () => {
    const answers: string[] = [];
    for (const route of t.app.restRoutes) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = `${pattern.replace(/:[A-Za-z]+/g, 'x%00y')}?note=x%00y`;
      const reply = await agent.request(
        method,
        url,
        method === 'GET' ? {} : { body: { query: NUL, id: NUL } },
      );
      answers.push(`${reply.status} ${route}`);
    }
    for (const [name, procedure] of Object.entries(appRouter._def.procedures)) {
      const input = { query: `q${NUL}`, id: NUL, type: 'movie', media: 'movie' };
      const { type } = (procedure as unknown as { _def: { type: string } })._def;
      if (type === 'subscription') {
        answers.push(`${await subscriptionRefusal(name, input)} ${name}`);
        continue;
      }
      const reply = type === 'query' ? await agent.query(name, input) : await agent.mutate(name, input);
      answers.push(`${reply.status} ${name}`);
    }
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((answer) => !/^4\d\d /.test(answer))).toEqual([]);
  });
});

describe.skipIf(skipDatabaseSuite)('batched tRPC requests', () => {
  beforeAll(async () => {
    t = await createTestApp();
    ({ agent } = await signedInAgent(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  const batch = (size: number) => {
    const paths = Array(size).fill('auth.check').join(',');
    const inputs = Object.fromEntries(Array.from({ length: size }, (_, i) => [i, {}]));
    return agent.get(`/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`);
  };

  it(`carry at most ${LIMITS.TRPC_BATCH_MAX} calls`, async () => {
    const full = await batch(LIMITS.TRPC_BATCH_MAX);
    expect(full.status).toBe(200);
    expect(full.body).toHaveLength(LIMITS.TRPC_BATCH_MAX);

    const tooBig = await batch(LIMITS.TRPC_BATCH_MAX + 1);
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain('Batch call exceeds maximum size');
  });
});
