import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appErrorCode, createKinoraClient } from '@kinora/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';

// The typed client (packages/client) against this API, in-process. It lives here, not in the client's package,
// because a package never depends on an app: the client knows the API only by its generated router type.

let app: Awaited<ReturnType<typeof buildApp>>;
let server: string;
/** An instance that is up but cannot serve (its database is gone): every answer a tRPC-shaped 503. */
let unavailable: Server;
let UNAVAILABLE_SERVER: string;
const unavailableRequests: string[] = [];
/** A port nothing listens on: the "primary that died" of the failover tests. */
const DEAD_SERVER = 'http://127.0.0.1:9';

const account = () => {
  const name = `script${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${name}@example.com`, username: name, password: 'long enough pass' };
};

beforeAll(async () => {
  app = await buildApp(testConfig({ RATE_LIMIT_AUTH_PER_MIN: '1000' }));
  server = await app.listen({ port: 0, host: '127.0.0.1' });
  unavailable = createServer((request, response) => {
    unavailableRequests.push(`${request.method} ${request.url}`);
    const error = { message: 'The database is unavailable', code: -32603 };
    const data = { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'UPSTREAM_FAILED' };
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
    response.end(JSON.stringify([{ error: { ...error, data } }]));
  });
  await new Promise<void>((resolve) => unavailable.listen(0, '127.0.0.1', resolve));
  UNAVAILABLE_SERVER = `http://127.0.0.1:${(unavailable.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => unavailable?.close(resolve));
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

  it('moves to the second server when the first answers 503, and stays there', async () => {
    unavailableRequests.length = 0;
    const moves: string[] = [];
    const kinora = createKinoraClient([UNAVAILABLE_SERVER, server], {
      onServerChange: (to) => moves.push(to),
    });
    const me = account();
    const { user } = await kinora.auth.signUp.mutate(me);
    expect(user.email).toBe(me.email);
    expect(await kinora.auth.check.query()).toMatchObject({ user: { email: me.email } });
    expect(moves).toEqual([server]);
    // The sign-up reached the unavailable instance once (after its failed anti-forgery handshake), then never again.
    expect(unavailableRequests.filter((line) => line.includes('/trpc/'))).toEqual([
      'POST /trpc/auth.signUp?batch=1',
    ]);
  });

  it('passes a 4xx on without trying the other server', async () => {
    const moves: string[] = [];
    const kinora = createKinoraClient([server, DEAD_SERVER], { onServerChange: (to) => moves.push(to) });
    const refused = await kinora.watchlist.list.query().catch((error: unknown) => error);
    expect(appErrorCode(refused)).toBe('UNAUTHENTICATED');
    expect(moves).toEqual([]);
  });
});
