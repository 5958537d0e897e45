import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movieIds: number[];

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };

/** A tRPC mutation as the web app sends it, with the page's language in Accept-Language. */
async function mutateIn(agent: Agent, path: string, body: unknown, headers: Record<string, string>) {
  const reply = await agent.request('POST', `/trpc/${path}`, { body, headers });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply;
}

describe.skipIf(skipDatabaseSuite)("a successful request's confirmation, in the viewer's language", () => {
  beforeAll(async () => {
    t = await createTestApp();
    const { agent } = await signedInAgent(t.app, 'seed');
    movieIds = (await agent.get('/api/v1/movies/category/popular')).body.content.map(
      (m: { id: number }) => m.id,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adding to the watchlist answers a French viewer in French on both doors, the other fields unchanged', async () => {
    const { agent } = await signedInAgent(t.app, 'fr');
    const rest = await agent.request('PUT', `/api/v1/movies/addWatch/${movieIds[0]}`, { headers: FRENCH });
    expect([rest.status, rest.body]).toEqual([200, { success: true, message: 'Film ajouté à votre liste' }]);
    const again = await agent.request('PUT', `/api/v1/movies/addWatch/${movieIds[0]}`, { headers: FRENCH });
    expect(again.body).toEqual({ success: true, message: 'Ce film est déjà dans votre liste' });

    const trpc = await mutateIn(agent, 'watchlist.add', { type: 'movie', id: movieIds[1] }, FRENCH);
    expect(trpc.body.result.data).toEqual({ added: true, message: 'Film ajouté à votre liste' });
    const removed = await mutateIn(agent, 'watchlist.remove', { type: 'movie', id: movieIds[1] }, FRENCH);
    expect(removed.body.result.data).toEqual({ removed: true, message: 'Retiré de votre liste' });
  });

  it('gives a client that asks for no language the exact English bytes it always had', async () => {
    const { agent } = await signedInAgent(t.app, 'en');
    const rest = await agent.put(`/api/v1/movies/addWatch/${movieIds[2]}`);
    expect(rest.status).toBe(200);
    expect(rest.raw.body).toBe('{"success":true,"message":"Movie added to your watchlist"}');
    const trpc = await agent.mutate('watchlist.add', { type: 'movie', id: movieIds[3] });
    expect(trpc.raw.raw.body).toBe(
      '{"result":{"data":{"added":true,"message":"Movie added to your watchlist"}}}',
    );
    // English asked for by name is English too.
    const asked = await agent.request('DELETE', `/api/v1/movies/removeWatch/${movieIds[2]}`, {
      headers: { 'accept-language': 'en-GB' },
    });
    expect(asked.body).toEqual({ success: true, message: 'Removed from your watchlist' });
  });

  it("follows the profile's language over the browser's, values and plurals put back in place", async () => {
    const { agent } = await signedInAgent(t.app, 'profilelang');
    await agent.mutate('language.set', { language: 'de' });
    // No Accept-Language at all, then a French one: the profile's German wins both times.
    const rated = await agent.mutate('ratings.set', { type: 'movie', id: movieIds[4], rating: 7 });
    expect(rated.data.message).toBe('Du hast diesen Film mit 3,5 Sternen bewertet');
    expect(rated.data.rating).toMatchObject({ rating: 7 });
    const list = await mutateIn(agent, 'lists.create', { name: 'Kinoabend' }, FRENCH);
    const added = await mutateIn(
      agent,
      'lists.addItem',
      { listId: list.body.result.data.id, media_type: 'movie', id: movieIds[4] },
      FRENCH,
    );
    expect(added.body.result.data).toEqual({ changed: true, message: 'Zu Kinoabend hinzugefügt' });
    const deleted = await agent.request('DELETE', `/api/v1/user/lists/${list.body.result.data.id}`, {
      headers: FRENCH,
    });
    expect(deleted.body).toEqual({ success: true, message: 'Liste gelöscht' });
  });

  it('a sign-in, before any session, follows the page; answers the catalogue does not know stay English', async () => {
    const { user } = await signedInAgent(t.app, 'welcome');
    const visitor = await signedInAgent(t.app, 'other').then(({ agent }) => agent);
    await visitor.post('/api/v1/auth/logout');
    const rest = await visitor.request('POST', '/api/v1/auth/signin', {
      body: { email: user.email, password: 'long enough pass' },
      headers: { 'accept-language': 'ja' },
    });
    expect([rest.status, rest.body.success, rest.body.message]).toEqual([
      200,
      true,
      `おかえりなさい、${user.username}さん`,
    ]);
    expect(rest.body.user).toMatchObject({ username: user.username });
    const health = await visitor.get('/cronjob/run', FRENCH);
    expect(health.body).toEqual({ message: 'Kinora API is running' });
  });
});
