import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let port: number;

/** A raw connection that records everything the server sends until it closes the connection. */
async function openSocket(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const closed = once(socket, 'close').then(() => received);
  return { socket, closed };
}

describe.skipIf(skipDatabaseSuite)('a slow or stalled client', () => {
  beforeAll(async () => {
    // Short limits so the test waits a second, not the defaults' ten.
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '500' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('that stops sending its body is answered 408 and disconnected', async () => {
    // Armed like a real client, so the request gets as far as reading its body.
    const health = await fetch(`http://127.0.0.1:${port}/cronjob/run`);
    const xsrf = health.headers.getSetCookie()[0]!.split(';')[0]!;
    const { socket, closed } = await openSocket();
    socket.write(
      [
        'POST /api/v1/auth/signin HTTP/1.1',
        'Host: x',
        'Content-Type: application/json',
        'Content-Length: 200',
        `Cookie: ${xsrf}`,
        `X-XSRF-TOKEN: ${xsrf.split('=')[1]}`,
        '',
        '{"email":',
      ].join('\r\n'),
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('that stops sending its headers is disconnected', async () => {
    const { socket, closed } = await openSocket();
    socket.write('GET /cronjob/run HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(await closed).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it('that keeps an idle connection open is disconnected after the keep-alive time', async () => {
    const { socket, closed } = await openSocket();
    socket.write('GET /cronjob/run HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/keep-alive/i);
  });
});
