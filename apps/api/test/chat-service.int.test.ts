import type { ChatStreamEvent } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../src/deps';
import { answerChat, streamChat } from '../src/services/chat';
import { pruneRateLimits } from '../src/services/security/rate-limit';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { type OpenAiMock, startOpenAiMock } from './helpers/openai-mock';
import { pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

const MODEL = 'mock-gemini';
const MINUTE = 60_000;

async function events(deps: Deps, input: Parameters<typeof streamChat>[1]): Promise<ChatStreamEvent[]> {
  const out: ChatStreamEvent[] = [];
  for await (const e of streamChat(deps, input)) out.push(e);
  return out;
}

describe.skipIf(skipDatabaseSuite)('the chat service', () => {
  let mock: OpenAiMock;
  let t: TestApp;
  let deps: Deps;
  let agent: Agent;
  let userId: string;
  // 10:00 UTC, so a few minutes later is still the same day and +1 day is the next one.
  const clock = { now: Date.UTC(2026, 10, 22, 10, 0, 5) };

  beforeAll(async () => {
    mock = await startOpenAiMock();
    t = await createTestApp(
      {
        LLM_GEMINI_API_KEY: 'gm-test-key',
        LLM_GEMINI_BASE_URL: mock.baseUrl,
        LLM_GEMINI_MODEL: MODEL,
        LLM_USER_PER_MIN: '2',
        LLM_USER_PER_DAY: '3',
        CHAT_BUILTIN_PER_MIN: '3',
      },
      { now: () => new Date(clock.now) },
    );
    deps = t.app.deps;
    ({
      agent,
      user: { id: userId },
    } = await signedInAgent(t.app, 'limited'));
    const [pick] = await pickTitles(deps.catalogue, 'movie', [35], 1);
    mock.reply(MODEL, {
      content: JSON.stringify({ intro: 'One comedy.', titles: [{ title: pick!.title, year: pick!.year }] }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await mock?.close();
  });

  const gemini = (who = userId) =>
    answerChat(deps, { userId: who, profileId: who, query: 'a comedy', model: 'gemini-2.0-flash' });

  it('limits each user per minute on a hosted model, without touching other users', async () => {
    await gemini();
    await gemini();
    await expect(gemini()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/up to 2 questions a minute/),
      details: { retryAfterSeconds: 55 },
    });
    const other = await signedInAgent(t.app, 'unlimited');
    await expect(gemini(other.user.id)).resolves.toMatchObject({ engine: { builtIn: false } });
    const streamed = await events(deps, {
      userId,
      profileId: userId,
      query: 'a comedy',
      model: 'gemini-2.0-flash',
    });
    expect(streamed).toEqual([
      {
        type: 'error',
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/a minute/),
        retryAfterSeconds: 55,
      },
    ]);
  });

  it('limits each user per day on a hosted model, across minutes and pruning, until the next UTC day', async () => {
    clock.now += 2 * MINUTE;
    // Two questions were answered in the first minute (the third was refused): one more is left today.
    await gemini();
    clock.now += 30 * MINUTE;
    await pruneRateLimits(deps);
    await expect(gemini()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/today's 3 questions to Gemini 2.0 Flash/),
    });
    clock.now += 24 * 60 * MINUTE;
    await expect(gemini()).resolves.toMatchObject({ engine: { model: 'gemini-2.0-flash', builtIn: false } });
  });

  it('limits the built-in recommender separately and more generously', async () => {
    clock.now += 5 * MINUTE;
    const builtIn = () =>
      answerChat(deps, { userId, profileId: userId, query: 'a comedy', model: 'deepseek-r1' });
    for (let i = 0; i < 3; i++) await expect(builtIn()).resolves.toMatchObject({ engine: { builtIn: true } });
    await expect(builtIn()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/wait a minute/),
    });
  });

  it('streams a built-in answer like a hosted one: engine, words, titles, done', async () => {
    clock.now += 5 * MINUTE;
    const streamed = await events(deps, {
      userId,
      profileId: userId,
      query: 'a feel-good comedy',
      model: 'llama-3.1',
    });
    expect(streamed[0]).toEqual({
      type: 'engine',
      engine: { model: 'llama-3.1', builtIn: true, label: "Kinora's built-in recommender" },
    });
    const done = streamed.at(-1);
    if (done?.type !== 'done') throw new Error(`stream ended with ${JSON.stringify(done)}`);
    const words = streamed.flatMap((e) => (e.type === 'text' ? [e.text] : []));
    expect(words.length).toBeGreaterThan(3);
    expect(words.join('')).toBe(done.answer.introText);
    expect(streamed.flatMap((e) => (e.type === 'title' ? [e.title.id] : []))).toEqual(
      done.answer.titles.map((x) => x.id),
    );
    expect(done.answer.titles.length).toBeGreaterThanOrEqual(4);
  });

  it("leaves the viewer's watched titles out of built-in answers, as their watch history says", async () => {
    clock.now += 5 * MINUTE;
    const first = await answerChat(deps, {
      userId,
      profileId: userId,
      query: 'something scary',
      model: 'llama-3.1',
    });
    const seen = first.titles[0]!;
    expect((await agent.post('/api/v1/watch/addWatchMovie', { id: seen.id })).status).toBeLessThan(300);
    const again = await answerChat(deps, {
      userId,
      profileId: userId,
      query: 'something scary',
      model: 'llama-3.1',
    });
    expect(again.titles.map((x) => x.id)).not.toContain(seen.id);
    expect(again.introText).toMatch(/already watched/);
  });

  it('refuses bad input with a message, on both entry points', async () => {
    await expect(answerChat(deps, { userId, profileId: userId, query: '   ' })).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: 'query: Ask something first',
    });
    await expect(
      answerChat(deps, { userId, profileId: userId, query: 'hi', model: 'gpt-9' as never }),
    ).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: expect.stringMatching(/aimodel must be one of/),
    });
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ id: i + 1 }));
    await expect(
      answerChat(deps, {
        userId,
        profileId: userId,
        query: 'more',
        history: [{ query: 'x', data: tooMany }],
      }),
    ).rejects.toMatchObject({
      code: 'BAD_INPUT',
    });
    expect(await events(deps, { userId, profileId: userId, query: '' })).toEqual([
      { type: 'error', code: 'BAD_INPUT', message: 'query: Ask something first' },
    ]);
  });
});
