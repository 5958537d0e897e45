import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../src/services/auth/sessions';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

let t: TestApp;

describe.skipIf(skipDatabaseSuite)('what the logs keep of a failed request', () => {
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: capture });
  });
  afterAll(async () => {
    await t?.close().catch(() => {});
  });

  it('the request id and the error code, never the query, its parameters or the caller’s words', async () => {
    const { agent, user } = await signedInAgent(t.app);
    const token = agent.cookies.get('kinora_session')!;
    const client = (
      t.app.deps.db as unknown as { $client: { close?(): Promise<void>; end?(): Promise<void> } }
    ).$client;
    await (client.end ? client.end() : client.close?.());
    lines.length = 0;

    // The session lookup fails first: its parameter is the hash of the session token.
    const reply = await agent.get('/api/v1/search/people/secretword?page=1', {
      'x-request-id': 'trace-log-1',
    });
    expect(reply.status).toBe(503);
    const trpc = await agent.request('GET', '/trpc/auth.check', {
      headers: { 'x-request-id': 'trace-log-2' },
    });
    expect(trpc.status).toBe(503);
    const chat = await agent.mutate('history.recordChat', { query: 'my private question' });
    expect(chat.status).toBe(503);

    const text = lines.join('\n');
    for (const secret of [hashSessionToken(token), token, 'secretword', 'my private question', user.email]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/select|insert|Failed query|params:/i);

    const failure = logged().find((line) => line.reqId === 'trace-log-1' && line.code !== undefined);
    expect(failure).toMatchObject({ reqId: 'trace-log-1', code: 'UPSTREAM_FAILED', err: expect.any(Object) });
    const incoming = logged().find((line) => line.reqId === 'trace-log-1' && line.req !== undefined);
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/v1/search/people/:query' });
  });
});
