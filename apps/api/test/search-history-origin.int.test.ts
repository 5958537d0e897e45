import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

/** One search through each door with the given browser headers; the viewer's search history afterwards. */
async function searchBothDoors(agent: Agent, headers: Record<string, string>) {
  const rest = await agent.get('/api/v1/search/people/mar', headers);
  const trpc = await agent.request(
    'GET',
    `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ type: 'movie', query: 'the' }))}`,
    { headers },
  );
  const history = (await agent.query('history.search')).data as Array<{ type: string }>;
  return { rest, trpc, recorded: history.map((entry) => entry.type).sort() };
}

describe.skipIf(skipDatabaseSuite)('which searches are remembered', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_ORIGINS: 'https://web.kinora.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['our own page (same-origin)', { 'sec-fetch-site': 'same-origin' }],
    ['our web app on a sibling host (same-site)', { 'sec-fetch-site': 'same-site' }],
    ['a person typing the address (none)', { 'sec-fetch-site': 'none' }],
    ['an older browser on a configured web origin', { origin: 'https://web.kinora.example' }],
    ['a REST client that is not a browser', {}],
  ])('remembers a search from %s', async (_, headers) => {
    const { agent } = await signedInAgent(t.app);
    const { recorded } = await searchBothDoors(agent, headers);
    expect(recorded).toEqual(['movie', 'person']);
  });

  it.each([
    ['another site (cross-site)', { 'sec-fetch-site': 'cross-site' }],
    ['another origin, in an older browser', { origin: 'https://evil.example' }],
  ])('answers, but does not remember, a search made by %s', async (_, headers) => {
    const { agent } = await signedInAgent(t.app);
    const { rest, trpc, recorded } = await searchBothDoors(agent, headers);
    // The answer keeps its shape (the legacy envelope on REST); only the side effect is gone.
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, content: expect.any(Array) });
    expect(rest.body.content.length).toBeGreaterThan(0);
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.results.length).toBeGreaterThan(0);
    expect(recorded).toEqual([]);
  });
});
