import { buildApp, testConfig } from '@kinora/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorCode, createKinoraClient } from './index';

let app: Awaited<ReturnType<typeof buildApp>>;
let server: string;
/** A port nothing listens on: the "primary that died" of the failover tests. */
const DEAD_SERVER = 'http://127.0.0.1:9';

const account = () => {
  const name = `script${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${name}@example.com`, username: name, password: 'long enough pass' };
};

beforeAll(async () => {
  app = await buildApp(testConfig({ RATE_LIMIT_AUTH_PER_MIN: '1000' }));
  server = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

describe('the typed Kinora client', () => {
  it('signs up, keeps the session between calls, and does the anti-forgery handshake itself', async () => {
    const kinora = createKinoraClient(server);
    const me = account();
    const { user } = await kinora.auth.signUp.mutate(me);
    expect(user.email).toBe(me.email);

    const found = await kinora.catalogue.search.query({ type: 'movie', query: 'the' });
    const first = found.results[0];
    expect(first).toBeDefined();
    await kinora.watchlist.add.mutate({ type: 'movie', id: first!.id });
    const list = await kinora.watchlist.list.query();
    expect(list.map((item) => item.id)).toContain(first!.id);
  });

  it('signs in to an existing account, and is signed out again after logout', async () => {
    const me = account();
    await createKinoraClient(server).auth.signUp.mutate(me);
    const kinora = createKinoraClient(server);
    expect(await kinora.auth.check.query()).toMatchObject({ user: null });
    await kinora.auth.signIn.mutate({ email: me.email, password: me.password });
    expect(await kinora.auth.check.query()).toMatchObject({ user: { email: me.email } });
    await kinora.auth.logout.mutate();
    expect(await kinora.auth.check.query()).toMatchObject({ user: null });
  });

  it("carries the server's error code and message", async () => {
    const kinora = createKinoraClient(server);
    const signedOut = await kinora.watchlist.list.query().catch((error: unknown) => error);
    expect(appErrorCode(signedOut)).toBe('UNAUTHENTICATED');
    const wrong = await kinora.auth.signIn
      .mutate({ email: 'nobody@example.com', password: 'not the password' })
      .catch((error: unknown) => error);
    expect(appErrorCode(wrong)).toBe('BAD_INPUT');
    expect((wrong as Error).message).toBe('Invalid credentials');
    expect(appErrorCode(new Error('not from Kinora'))).toBeUndefined();
  });

  it('moves to the second server when the first gives no answer, and stays there', async () => {
    const moves: string[] = [];
    const kinora = createKinoraClient([DEAD_SERVER, server], { onServerChange: (to) => moves.push(to) });
    const me = account();
    await kinora.auth.signUp.mutate(me);
    expect(await kinora.auth.check.query()).toMatchObject({ user: { email: me.email } });
    expect(moves).toEqual([server]);
  });

  it('passes a 4xx on without trying the other server', async () => {
    const moves: string[] = [];
    const kinora = createKinoraClient([server, DEAD_SERVER], { onServerChange: (to) => moves.push(to) });
    const refused = await kinora.watchlist.list.query().catch((error: unknown) => error);
    expect(appErrorCode(refused)).toBe('UNAUTHENTICATED');
    expect(moves).toEqual([]);
  });
});
