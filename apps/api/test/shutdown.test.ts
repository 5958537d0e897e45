import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');

/** Starts the real server on a free port and resolves with that port once it listens (or fails with its output). */
function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(tsx, [serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (listening) resolve({ child, port: Number(listening[1]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

describe('server.ts', () => {
  it('on SIGTERM finishes the request in flight, then exits cleanly', { timeout: 120_000 }, async () => {
    const { child, port } = await startServer();
    const exited = once(child, 'exit');
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
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
