import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Issue 28 through the doors: the built-in recommender answers in the request's language (Accept-Language here). */

let t: TestApp;
let agent: Agent;
const ask = (query: string, language?: string) =>
  agent.request('POST', '/api/v1/chat/movie/llm', {
    body: { query, aimodel: 'deepseek-r1' },
    headers: language ? { 'accept-language': language } : {},
  });

describe.skipIf(skipDatabaseSuite)('the chat answers in the viewer language', () => {
  beforeAll(async () => {
    t = await createTestApp();
    agent = (await signedInAgent(t.app, 'polyglot-chat')).agent;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a French viewer asking in French gets comedies and a French intro', async () => {
    const reply = await ask('une comédie qui fait du bien', 'fr');
    expect(reply.body).toMatchObject({ success: true, contentType: 'movies' });
    expect(reply.body.content.length).toBeGreaterThan(0);
    expect(reply.body.content.every((title: { genre_ids: number[] }) => title.genre_ids.includes(35))).toBe(
      true,
    );
    expect(reply.body.introText).toMatch(/^Films \(comédie, qui fait du bien\) : en voici \d+\./);
  });

  it('a Spanish viewer asking in Spanish gets a Spanish intro; English stays English', async () => {
    const spanish = await ask('una comedia romántica', 'es');
    expect(spanish.body.introText).toMatch(/^Películas \(romance, comedia\): aquí tienes \d+\./);
    const english = await ask('a feel-good comedy');
    expect(english.body.introText).toMatch(/^Feel-good comedy movies: /);
  });
});
