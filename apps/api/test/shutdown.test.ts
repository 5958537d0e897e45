import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './helpers/server-process';

describe('server.ts', () => {
  it('on SIGTERM finishes the request in flight, then exits cleanly', { timeout: 120_000 }, async () => {
    const { child, listening, exited } = spawnServer({ DATABASE_URL: 'memory://' });
    const port = await listening;
    const health = await fetch(`http://127.0.0.1:${port}/cronjob/run`);
    const xsrf = health.headers.getSetCookie()[0]!.split(';')[0]!;

    // A sign-in whose body is still arriving when the signal comes: it is in flight.
    const body = JSON.stringify({ email: 'drain@example.com', password: 'whatever123' });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.write(
      [
        'POST /api/v1/auth/signin HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        `Cookie: ${xsrf}`,
        `X-XSRF-TOKEN: ${xsrf.split('=')[1]}`,
        'Connection: close',
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    );
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await once(socket, 'end');

    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('Invalid credentials');
    expect(await exited).toBe(0);
  });
});
