import { MESSAGES } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent, type Reply } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** A movie the demo catalogue has. */
let movie: number;

const password = 'long enough pass';
const xsrfSetBy = (reply: Reply) =>
  [reply.headers['set-cookie']]
    .flat()
    .find((cookie) => String(cookie).startsWith('XSRF-TOKEN='))
    ?.split(';')[0]
    ?.slice('XSRF-TOKEN='.length);

/** A browser holding `victim`'s session cookie but the anti-forgery token `token` (cookie and header alike). */
function withToken(victim: Agent, token: string): Agent {
  const agent = new Agent(t.app);
  agent.cookies.set('kinora_session', victim.cookies.get('kinora_session')!);
  agent.cookies.set('XSRF-TOKEN', token);
  return agent;
}

/** Each request starts from the same cookies: a refusal hands out a fitting token, which the agent would keep. */
async function expectRefusedOnBothDoors(victim: Agent, token: string) {
  const rest = await withToken(victim, token).put(`/api/v1/movies/addWatch/${movie}`);
  expect(rest.status).toBe(403);
  expect(rest.body).toEqual({ success: false, message: MESSAGES.FORBIDDEN_XSRF, code: 'FORBIDDEN' });
  const trpc = await withToken(victim, token).mutate('watchlist.add', { id: movie, type: 'movie' });
  expect(trpc.status).toBe(403);
  expect(trpc.error).toMatchObject({ message: MESSAGES.FORBIDDEN_XSRF, appCode: 'FORBIDDEN' });
  // The streamed chat takes its token from the connection parameters, checked the same way.
  const query = new URLSearchParams({
    input: JSON.stringify({
      query: 'a heist movie',
      history: [],
      aimodel: 'deepseek-r1',
      requestId: 'binding-1',
    }),
    connectionParams: JSON.stringify({ xsrf: token }),
  });
  const stream = await withToken(victim, token).get(`/trpc/chat.ask?${query}`, {
    accept: 'text/event-stream',
  });
  const refusal = /event: serialized-error\ndata: (.*)\n/.exec(String(stream.raw.body))?.[1];
  expect(refusal && JSON.parse(refusal).data).toMatchObject({ httpStatus: 403, appCode: 'FORBIDDEN' });
}

describe.skipIf(skipDatabaseSuite)('anti-forgery tokens are bound to their session', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const { agent } = await signedInAgent(t.app);
    movie = (await agent.get('/api/v1/movies/category/popular')).body.content[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a token minted for no session alongside a session's cookie", async () => {
    const { agent: victim } = await signedInAgent(t.app);
    const signedOutToken = (await new Agent(t.app).prime()).cookies.get('XSRF-TOKEN')!;
    await expectRefusedOnBothDoors(victim, signedOutToken);
  });

  it("refuses a token minted for another session alongside this session's cookie", async () => {
    const { agent: victim } = await signedInAgent(t.app);
    const { agent: attacker } = await signedInAgent(t.app);
    const attackerToken = attacker.cookies.get('XSRF-TOKEN')!;
    await expectRefusedOnBothDoors(victim, attackerToken);
    // The attacker's token still works with the attacker's own session.
    expect((await attacker.put(`/api/v1/movies/addWatch/${movie}`)).status).toBe(200);
  });

  it('answers a refused request with a token for the session it came with, which then works', async () => {
    const { agent: victim } = await signedInAgent(t.app);
    const signedOutToken = (await new Agent(t.app).prime()).cookies.get('XSRF-TOKEN')!;
    const browser = withToken(victim, signedOutToken);
    const refused = await browser.put(`/api/v1/movies/addWatch/${movie}`);
    expect(refused.status).toBe(403);
    expect(xsrfSetBy(refused)).toBe(browser.cookies.get('XSRF-TOKEN'));
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(signedOutToken);
    expect((await browser.put(`/api/v1/movies/addWatch/${movie}`)).status).toBe(200);
  });

  it('hands a client that keeps an unfitting token the same fitting one on every read, not a new one each time', async () => {
    const { agent: victim } = await signedInAgent(t.app);
    const signedOutToken = (await new Agent(t.app).prime()).cookies.get('XSRF-TOKEN')!;
    // Scripts and load generators send the same cookies every time; each read answers with a token for the session.
    const handedOut = [];
    for (let read = 0; read < 3; read++) {
      const reply = await withToken(victim, signedOutToken).get('/api/v1/movies/trending');
      expect(reply.status).toBe(200);
      handedOut.push(xsrfSetBy(reply));
    }
    expect(handedOut[0]).toBeTruthy();
    expect(handedOut[0]).not.toBe(signedOutToken);
    // One token per session for a while, so these reads cost neither a new nonce nor new signatures.
    expect(new Set(handedOut).size).toBe(1);
    // It fits this session only: it works here, and not with another session's cookie.
    expect((await withToken(victim, handedOut[0]!).put(`/api/v1/movies/addWatch/${movie}`)).status).toBe(200);
    const { agent: other } = await signedInAgent(t.app);
    await expectRefusedOnBothDoors(other, handedOut[0]!);
    // The old token stays refused for writes, however often it has been seen.
    await expectRefusedOnBothDoors(victim, signedOutToken);
  });

  it('re-issues the token with every change of session, so signing up, out and in needs no extra request', async () => {
    for (const door of ['rest', 'trpc'] as const) {
      const agent = await new Agent(t.app).prime();
      const name = `bound${door}${Date.now().toString(36)}`;
      const account = { email: `${name}@example.com`, username: name, password };
      const tokens = [agent.cookies.get('XSRF-TOKEN')];

      const signUp =
        door === 'rest'
          ? await agent.post('/api/v1/auth/signup', account)
          : (await agent.mutate('auth.signUp', account)).raw;
      expect(signUp.status).toBe(door === 'rest' ? 201 : 200);
      tokens.push(xsrfSetBy(signUp));

      const signOut =
        door === 'rest' ? await agent.post('/api/v1/auth/logout') : (await agent.mutate('auth.logout')).raw;
      expect(signOut.status).toBe(200);
      tokens.push(xsrfSetBy(signOut));

      const signIn =
        door === 'rest'
          ? await agent.post('/api/v1/auth/signin', { email: account.email, password })
          : (await agent.mutate('auth.signIn', { email: account.email, password })).raw;
      expect(signIn.status).toBe(200);
      tokens.push(xsrfSetBy(signIn));

      // Each answer carried a new token, and the jar holds the last: the next write goes through at once.
      expect(new Set(tokens).size).toBe(4);
      expect(tokens.every(Boolean)).toBe(true);
      expect(agent.cookies.get('XSRF-TOKEN')).toBe(tokens[3]);
      expect((await agent.put(`/api/v1/movies/addWatch/${movie}`)).status).toBe(200);
      // The token from before signing in is no good for the new session.
      await expectRefusedOnBothDoors(agent, tokens[2]!);
    }
  });
});
