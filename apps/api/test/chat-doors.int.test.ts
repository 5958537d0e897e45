import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

/** The web app's subscription, as its EventSource asks: a GET with the input and the token as connection params. */
async function askOverSse(
  agent: Agent,
  input: Record<string, unknown>,
  xsrf = agent.cookies.get('XSRF-TOKEN'),
) {
  const query = new URLSearchParams({ input: JSON.stringify(input) });
  if (xsrf !== undefined) query.set('connectionParams', JSON.stringify({ xsrf }));
  const reply = await agent.get(`/trpc/chat.ask?${query}`, { accept: 'text/event-stream' });
  const events = String(reply.raw.body)
    .split('\n\n')
    .flatMap((block) => {
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      if (!data) return [];
      try {
        return [JSON.parse(data) as { type?: string; [key: string]: unknown }];
      } catch {
        return [];
      }
    })
    .filter((event) => typeof event.type === 'string');
  return { status: reply.status, headers: reply.headers, events };
}

const chatRows = async (agent: Agent) => (await agent.query('history.chat')).data as Array<{ query: string }>;

describe.skipIf(skipDatabaseSuite)('the chat on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('streams the engine, the intro word by word, each title, then the whole answer, and records it once', async () => {
    const { agent } = await signedInAgent(t.app, 'streamer');
    const input = { query: 'a feel-good comedy', aimodel: 'deepseek-r1', requestId: 'question-0001' };
    const first = await askOverSse(agent, input);
    expect(first.status).toBe(200);
    expect(String(first.headers['content-type'])).toContain('text/event-stream');
    const types = first.events.map((event) => event.type);
    expect(types[0]).toBe('engine');
    expect(types.at(-1)).toBe('done');
    expect(types.filter((type) => type === 'text').length).toBeGreaterThan(3);
    const done = first.events.at(-1) as unknown as {
      answer: { titles: unknown[]; engine: { builtIn: boolean } };
    };
    expect(types.filter((type) => type === 'title')).toHaveLength(done.answer.titles.length);
    expect(done.answer.titles.length).toBeGreaterThanOrEqual(4);
    expect(done.answer.engine.builtIn).toBe(true);

    // The same question again (a dropped stream retried, maybe on the other server): one history entry.
    await askOverSse(agent, input);
    const rows = await chatRows(agent);
    expect(rows.map((row) => row.query)).toEqual(['a feel-good comedy']);
  });

  it('refuses a stream without the anti-forgery token, and records nothing', async () => {
    const { agent } = await signedInAgent(t.app, 'forged');
    const input = { query: 'something scary', requestId: 'question-0002' };
    const reply = await askOverSse(agent, input, 'not-the-token');
    expect(reply.events.some((event) => event.type === 'done')).toBe(false);
    expect(await chatRows(agent)).toEqual([]);
  });

  it('answers whole in the legacy REST shape, records it once per Idempotency-Key, and says when nothing fits', async () => {
    const { agent } = await signedInAgent(t.app, 'legacychat');
    const ask = (body: unknown, key?: string) =>
      agent.request('POST', '/api/v1/chat/movie/llm', {
        body,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const reply = await ask({ query: 'korean dramas', aimodel: 'llama-3.1' }, 'legacy-key-1');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, contentType: 'tv' });
    expect(reply.body.introText.length).toBeGreaterThan(0);
    expect(reply.body.content.length).toBeGreaterThanOrEqual(4);
    await ask({ query: 'korean dramas', aimodel: 'llama-3.1' }, 'legacy-key-1');

    const none = await ask({ query: 'what is the capital of France?' });
    expect(none.status).toBe(200);
    expect(Object.keys(none.body).sort()).toEqual(['nocontext', 'success']);

    expect((await chatRows(agent)).map((row) => row.query)).toEqual([
      'what is the capital of France?',
      'korean dramas',
    ]);
  });

  it("names the content type in each door's vocabulary: 'movies' or 'tv' on REST, 'movie' or 'tv' on tRPC", async () => {
    const { agent } = await signedInAgent(t.app, 'vocab');
    const question = { query: 'a feel-good comedy movie', aimodel: 'deepseek-r1' };
    const rest = await agent.post('/api/v1/chat/movie/llm', question);
    // Existing chat pages make it their content type: their home rows then call /api/v1/movies/...
    expect(rest.body).toMatchObject({ success: true, contentType: 'movies' });
    expect(rest.body.content.every((title: { media_type: string }) => title.media_type === 'movie')).toBe(
      true,
    );
    const streamed = await askOverSse(agent, { ...question, requestId: 'question-vocab-1' });
    const done = streamed.events.at(-1) as unknown as { type: string; answer: { contentType: string } };
    expect(done).toMatchObject({ type: 'done', answer: { contentType: 'movie' } });
  });

  it('refuses bad questions with a clear message and records nothing', async () => {
    const { agent } = await signedInAgent(t.app, 'badchat');
    const cases: Array<[unknown, string]> = [
      [{ query: '   ' }, 'Ask something first'],
      [{ query: 'x'.repeat(1001) }, 'query must be at most 1000 characters'],
      [{ query: 'films', aimodel: 'gpt-9' }, 'aimodel must be one of'],
    ];
    for (const [body, message] of cases) {
      const reply = await agent.post('/api/v1/chat/movie/llm', body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    const badKey = await agent.request('POST', '/api/v1/chat/movie/llm', {
      body: { query: 'films' },
      headers: { 'idempotency-key': 'no spaces allowed' },
    });
    expect(badKey.status).toBe(400);
    expect(await chatRows(agent)).toEqual([]);
  });
});
