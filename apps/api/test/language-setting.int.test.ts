import { LOCALES } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const ROUTE = '/api/v1/user/language';

const put = (agent: Agent, body: unknown, headers: Record<string, string> = {}) =>
  agent.request('PUT', ROUTE, { body, headers });

describe.skipIf(skipDatabaseSuite)("the profile's language setting", () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('follows the browser until set, then answers the setting on both doors and in the user', async () => {
    const { agent } = await signedInAgent(t.app, 'langrest');
    expect((await agent.get(ROUTE)).body).toEqual({ success: true, language: null, effective: 'en' });
    expect((await agent.get(ROUTE, { 'accept-language': 'de-AT,de;q=0.9' })).body.effective).toBe('de');

    const set = await put(agent, { language: 'fr' }, { 'accept-language': 'de' });
    expect(set.body).toEqual({ success: true, language: 'fr', effective: 'fr' });
    // The setting beats the browser, read back through the other door and in the signed-in user.
    expect((await agent.get(ROUTE, { 'accept-language': 'de' })).body).toMatchObject({ language: 'fr' });
    expect((await agent.query('language.get')).data).toEqual({ language: 'fr', effective: 'fr' });
    expect((await agent.get('/api/v1/auth/authcheck')).body.user.language).toBe('fr');

    const cleared = await agent.mutate('language.set', { language: null });
    expect(cleared.data).toEqual({ language: null, effective: 'en' });
    expect((await agent.get(ROUTE, { 'accept-language': 'ja' })).body).toMatchObject({
      language: null,
      effective: 'ja',
    });
    expect((await agent.get('/api/v1/auth/authcheck')).body.user.language).toBeNull();
  });

  it('writes through tRPC and reads through REST; a signed-out choice (cookie) is the fallback', async () => {
    const { agent } = await signedInAgent(t.app, 'langtrpc');
    expect((await agent.mutate('language.set', { language: 'pt-BR' })).data).toEqual({
      language: 'pt-BR',
      effective: 'pt-BR',
    });
    expect((await agent.get(ROUTE)).body).toEqual({ success: true, language: 'pt-BR', effective: 'pt-BR' });
    await agent.mutate('language.set', { language: null });
    agent.cookies.set('kinora_lang', 'ko');
    expect((await agent.get(ROUTE, { 'accept-language': 'es' })).body.effective).toBe('ko');
  });

  it('refuses a tag Kinora does not ship with a 400 naming the accepted ones, and changes nothing', async () => {
    const { agent } = await signedInAgent(t.app, 'langbad');
    await put(agent, { language: 'es' });
    for (const body of [{ language: 'xx' }, { language: 'fr-CA' }, { language: 7 }, {}]) {
      const reply = await put(agent, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('BAD_INPUT');
      for (const tag of LOCALES) expect(reply.body.message).toContain(tag);
    }
    const extra = await put(agent, { language: 'fr', theme: 'dark' });
    // The profile speaks Spanish now: so do its refusals.
    expect([extra.status, extra.body.message]).toEqual([400, 'Campo desconocido: theme']);

    const trpc = await agent.mutate('language.set', { language: 'klingon' });
    expect([trpc.status, trpc.error?.appCode]).toEqual([400, 'BAD_INPUT']);
    for (const tag of LOCALES) expect(trpc.error?.message).toContain(tag);
    expect((await agent.get(ROUTE)).body.language).toBe('es');
  });

  it('asks for a session on both doors', async () => {
    const stranger = await new Agent(t.app).prime();
    expect((await stranger.get(ROUTE)).status).toBe(401);
    expect((await put(stranger, { language: 'fr' })).status).toBe(401);
    expect((await stranger.mutate('language.set', { language: 'fr' })).status).toBe(401);
  });

  it("is the active profile's: another profile of the account keeps its own", async () => {
    const { agent, user } = await signedInAgent(t.app, 'langprof');
    await put(agent, { language: 'fr' });
    const second = (await agent.post('/api/v1/user/profiles', { name: 'Yuki' })).body.profile;
    expect((await agent.post(`/api/v1/user/profiles/${second.id}/switch`, {})).status).toBe(200);
    expect((await agent.get(ROUTE)).body.language).toBeNull();
    await agent.mutate('language.set', { language: 'ja' });
    expect((await agent.get('/api/v1/auth/authcheck')).body.user.language).toBe('ja');

    expect((await agent.post(`/api/v1/user/profiles/${user.id}/switch`, {})).status).toBe(200);
    expect((await agent.get(ROUTE)).body.language).toBe('fr');
    expect((await agent.query('language.get')).data.language).toBe('fr');
  });
});
