import type { ChatStreamEvent, ChatTitle } from '@kinora/domain';
import { chatAnswerSchema, toLegacyChatReply } from '@kinora/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../src/deps';
import { answerChat, streamChat } from '../src/services/chat';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { type OpenAiMock, startOpenAiMock } from './helpers/openai-mock';
import { type Picked, pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

/** deepseek-r1 goes to the local mock; every other model stays unconfigured (the built-in recommender). */
const MODEL = 'mock-deepseek-r1';
const KEY = 'sk-test-deepseek-0123456789';

let mock: OpenAiMock;
let t: TestApp;
let deps: Deps;
let agent: Agent;
let userId: string;
let horror: Picked[];

const answerJson = (intro: string, titles: Picked[], extra: object[] = []) =>
  JSON.stringify({
    intro,
    contentType: 'movie',
    titles: [...titles.map((p) => ({ title: p.title, year: p.year, media: 'movie' })), ...extra],
  });
const ask = (query: string, history?: Parameters<typeof answerChat>[1]['history']) =>
  answerChat(deps, { userId, profileId: userId, query, history, model: 'deepseek-r1' });
async function collect(query: string): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const e of streamChat(deps, { userId, profileId: userId, query, model: 'deepseek-r1' }))
    events.push(e);
  return events;
}
const ids = (titles: ChatTitle[]) => titles.map((t) => t.id);

describe.skipIf(skipDatabaseSuite)('hosted models through an OpenAI-compatible endpoint', () => {
  beforeAll(async () => {
    mock = await startOpenAiMock();
    t = await createTestApp({
      LLM_DEEPSEEK_API_KEY: KEY,
      LLM_DEEPSEEK_BASE_URL: mock.baseUrl,
      LLM_DEEPSEEK_MODEL: MODEL,
      LLM_TIMEOUT_MS: '1500',
      LLM_USER_PER_MIN: '1000',
      LLM_USER_PER_DAY: '100000',
    });
    deps = t.app.deps;
    ({
      agent,
      user: { id: userId },
    } = await signedInAgent(t.app, 'chatter'));
    horror = await pickTitles(deps.catalogue, 'movie', [27], 3);
  });
  afterAll(async () => {
    await t?.close();
    await mock?.close();
  });

  it('answers whole: asks for JSON with the key, resolves every title against the catalogue, drops the rest', async () => {
    mock.reply(MODEL, {
      content: answerJson('Three chilling picks for tonight.', horror, [
        { title: 'Zqx Not A Real Film 9', year: 2001 },
      ]),
    });
    const answer = await ask('something scary', [
      {
        query: 'hello',
        datatext: 'Hi there',
        contentType: 'movie',
        data: [{ id: horror[0]!.id, media_type: 'movie', title: horror[0]!.title }],
      },
    ]);
    expect(chatAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.engine).toEqual({ model: 'deepseek-r1', builtIn: false, label: 'deepseek-r1' });
    expect(answer.introText).toBe('Three chilling picks for tonight.');
    expect(ids(answer.titles)).toEqual(horror.map((h) => h.id));
    expect(answer.titles.every((t) => t.media_type === 'movie' && t.poster_path)).toBe(true);
    expect(toLegacyChatReply(answer)).toMatchObject({
      success: true,
      introText: answer.introText,
      contentType: 'movies',
    });
    const sent = mock.requests.at(-1)!;
    expect(sent).toMatchObject({ model: MODEL, stream: false, authorization: `Bearer ${KEY}` });
    expect(sent.messages[0]).toMatchObject({ role: 'system' });
    expect(sent.messages[0]!.content).toMatch(/JSON object/);
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.messages[2]!.content).toContain(horror[0]!.title);
    expect(sent.messages.at(-1)!.content).toBe('something scary');
  });

  it("tells the model the viewer's language (here the request's Accept-Language), and keeps its intro as text", async () => {
    mock.reply(MODEL, { content: answerJson('<b>ホラー</b>を3本どうぞ。', horror) });
    const reply = await agent.request('POST', '/api/v1/chat/movie/llm', {
      body: { query: 'ホラー映画', aimodel: 'deepseek-r1' },
      headers: { 'accept-language': 'ja' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.introText).toBe('<b>ホラー</b>を3本どうぞ。');
    expect(mock.requests.at(-1)!.messages[0]!.content).toContain('Write "intro" in Japanese (ja)');
  });

  it('finds a show the model called a movie, and keeps the media the catalogue says', async () => {
    const [show] = await pickTitles(deps.catalogue, 'tv', [18], 1);
    mock.reply(MODEL, {
      content: JSON.stringify({
        intro: 'A drama.',
        titles: [{ title: show!.title, year: show!.year, media: 'movie' }],
      }),
    });
    const answer = await ask('a drama');
    expect(answer.titles.map((x) => [x.id, x.media_type])).toEqual([[show!.id, 'tv']]);
    expect(answer.contentType).toBe('tv');
  });

  it('reads JSON wrapped in a code fence with chatter around it', async () => {
    mock.reply(MODEL, {
      // Braces in the chatter too: only what is inside the fence is the answer.
      content: `Sure {as asked}:\n\`\`\`json\n${answerJson('Fenced but fine.', horror.slice(0, 2))}\n\`\`\`\nEnjoy {and tell me}!`,
    });
    const answer = await ask('horror please');
    expect(answer.introText).toBe('Fenced but fine.');
    expect(ids(answer.titles)).toEqual(horror.slice(0, 2).map((h) => h.id));
  });

  it('streams: the engine first, the intro in pieces, each title as soon as it is resolved, then the answer', async () => {
    const content = answerJson('Streaming the scariest picks.', horror);
    // The stream pauses right after the first title object; it only goes on once that title has reached us.
    const firstTitleEnds = content.indexOf('}', content.indexOf('"titles"')) + 1;
    mock.reply(MODEL, {
      chunks: [content.slice(0, 20), content.slice(20, firstTitleEnds), content.slice(firstTitleEnds)],
      pauseAfter: 2,
    });
    const events: ChatStreamEvent[] = [];
    let released = false;
    for await (const e of streamChat(deps, {
      userId,
      profileId: userId,
      query: 'scary ones',
      model: 'deepseek-r1',
    })) {
      events.push(e);
      if (e.type === 'title' && !released) {
        released = true;
        mock.release();
      }
    }
    expect(events[0]).toEqual({
      type: 'engine',
      engine: { model: 'deepseek-r1', builtIn: false, label: 'deepseek-r1' },
    });
    const text = events.filter((e) => e.type === 'text').map((e) => (e.type === 'text' ? e.text : ''));
    expect(text.length).toBeGreaterThan(1);
    expect(text.join('')).toBe('Streaming the scariest picks.');
    const titles = events.filter((e) => e.type === 'title').map((e) => (e.type === 'title' ? e.title.id : 0));
    expect(titles).toEqual(horror.map((h) => h.id));
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') return;
    expect(ids(done.answer.titles)).toEqual(titles);
    expect(mock.requests.at(-1)).toMatchObject({ stream: true });
  });

  it('strips reasoning traces, whole and streamed', async () => {
    const trace = '<think>The user wants horror. {"intro": "leaked reasoning", "titles": []}</think>\n';
    mock.reply(MODEL, { content: `${trace}${answerJson('Only the answer shows.', horror.slice(0, 1))}` });
    const whole = await ask('something scary');
    expect(whole.introText).toBe('Only the answer shows.');
    expect(ids(whole.titles)).toEqual([horror[0]!.id]);
    const events = await collect('something scary');
    const shown = events.map((e) => (e.type === 'text' ? e.text : '')).join('');
    expect(shown).toBe('Only the answer shows.');
    expect(JSON.stringify(events)).not.toMatch(/leaked reasoning|think>/);
  });

  it('turns invalid JSON into a clear message, whole and streamed', async () => {
    mock.reply(MODEL, { content: 'You should watch Alien and Aliens, they are great!' });
    await expect(ask('something scary')).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: expect.stringMatching(/deepseek-r1 sent an answer I couldn't read/),
    });
    const events = await collect('something scary');
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      code: 'UPSTREAM_FAILED',
      message: expect.stringMatching(/couldn't read/),
    });
  });

  it('gives up at the deadline when the model hangs, or stalls mid-stream', async () => {
    mock.reply(MODEL, { hang: true });
    await expect(ask('something scary')).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: expect.stringMatching(/deepseek-r1 took too long to answer/),
    });
    mock.reply(MODEL, { content: answerJson('This never finishes', horror), stallAfter: 2 });
    const events = await collect('something scary');
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      code: 'UPSTREAM_FAILED',
      message: expect.stringMatching(/took too long/),
    });
  });

  it("passes on the provider's 429 as RATE_LIMITED with its Retry-After", async () => {
    mock.reply(MODEL, { status: 429, headers: { 'retry-after': '7' } });
    await expect(ask('something scary')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/deepseek-r1 is busy right now/),
      details: { retryAfterSeconds: 7 },
    });
    const events = await collect('something scary');
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'RATE_LIMITED', retryAfterSeconds: 7 });
  });

  it("reports the provider's 500 as unavailable, never as our own 500", async () => {
    mock.reply(MODEL, { status: 500 });
    await expect(ask('something scary')).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: expect.stringMatching(/deepseek-r1 is unavailable right now/),
    });
  });

  it('leaves out titles the viewer already watched, and says so when none are left', async () => {
    const reply = await agent.post('/api/v1/watch/addWatchMovie', { id: horror[1]!.id });
    expect(reply.status).toBeLessThan(300);
    mock.reply(MODEL, { content: answerJson('Picks.', horror) });
    const answer = await ask('something scary');
    expect(ids(answer.titles)).toEqual([horror[0]!.id, horror[2]!.id]);
    mock.reply(MODEL, { content: answerJson('Just one.', [horror[1]!]) });
    const none = await ask('something scary');
    expect(none.titles).toEqual([]);
    expect(none.nothingFound).toMatch(/couldn't find the titles deepseek-r1 suggested/);
    expect(toLegacyChatReply(none)).toEqual({ success: true, nocontext: none.nothingFound });
  });

  it('answers with the built-in recommender, and says so, when the picked model is not configured', async () => {
    const before = mock.requests.length;
    const answer = await answerChat(deps, {
      userId,
      profileId: userId,
      query: 'something scary',
      model: 'llama-3.1',
    });
    expect(answer.engine).toEqual({
      model: 'llama-3.1',
      builtIn: true,
      label: "Kinora's built-in recommender",
    });
    expect(answer.titles.length).toBeGreaterThanOrEqual(4);
    expect(answer.titles.every((t) => t.genre_ids?.includes(27))).toBe(true);
    expect(mock.requests.length).toBe(before);
  });

  it('tells the browser which models are hosted, never their keys', async () => {
    const reply = await agent.get('/api/runtime-config');
    const models = reply.body.chatModels as {
      id: string;
      builtIn: boolean;
      host: string | null;
      isDefault: boolean;
    }[];
    expect(models.find((m) => m.id === 'deepseek-r1')).toMatchObject({
      builtIn: false,
      host: new URL(mock.baseUrl).host,
      isDefault: true,
    });
    expect(models.filter((m) => m.builtIn).map((m) => m.id)).toEqual([
      'gemini-2.0-flash',
      'llama-3.1',
      'openai/gpt-oss',
      'groq/compound',
    ]);
    expect(JSON.stringify(reply.body)).not.toContain(KEY);
  });
});
