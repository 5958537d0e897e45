import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let agent: Agent;
let movieId: number;

/** What `fetch(url, { method, headers: { 'Content-Type': 'application/json' } })` sends: the header, no body. */
const emptyJson = (method: 'PUT' | 'POST' | 'DELETE', url: string, rawBody = '') =>
  agent.request(method, url, { rawBody, headers: { 'content-type': 'application/json' } });

describe.skipIf(skipDatabaseSuite)('REST writes with a JSON content type and an empty body', () => {
  beforeAll(async () => {
    t = await createTestApp();
    ({ agent } = await signedInAgent(t.app, 'emptybody'));
    movieId = (await agent.get('/api/v1/movies/trending')).body.content[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('PUT with no body adds to the watch-later list', async () => {
    const reply = await emptyJson('PUT', `/api/v1/movies/addWatch/${movieId}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Movie added to your watchlist' });
    const list = (await agent.get('/api/v1/movies/getWatchlist')).body.content;
    expect(list.map((item: { id: number }) => item.id)).toEqual([movieId]);
  });

  it('DELETE with no body (or only whitespace) removes and clears', async () => {
    const removed = await emptyJson('DELETE', `/api/v1/movies/removeWatch/${movieId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.success).toBe(true);
    expect((await agent.get('/api/v1/movies/getWatchlist')).body.content).toEqual([]);
    const cleared = await emptyJson('DELETE', '/api/v1/search/clearhistory', ' \n');
    expect(cleared.status).toBe(200);
    expect(cleared.body.success).toBe(true);
  });

  it('POST with no body reaches the route, which names the missing fields', async () => {
    const reply = await emptyJson('POST', '/api/v1/tv/addEpisode');
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).not.toMatch(/body is empty/);
  });

  it('still refuses a body that is not JSON, and prototype poisoning', async () => {
    const broken = await emptyJson('POST', '/api/v1/tv/addEpisode', '{"id": ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The request body is not valid JSON');
    const poisoned = await emptyJson('POST', '/api/v1/tv/addEpisode', '{"__proto__": {"admin": true}}');
    expect(poisoned.status).toBe(400);
  });

  it('leaves tRPC strict: an empty mutation body is still refused', async () => {
    const reply = await agent.request('POST', '/trpc/watchlist.add', {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
  });
});
