import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresServerReachable } from './helpers/database';
import { spawnServer } from './helpers/server-process';
import { TcpProxy } from './helpers/tcp-proxy';

const SLOW = { timeout: 120_000 };
const postgresUp = await postgresServerReachable();
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'kinora-data-'));
/** What a failed start printed for people: its stderr, as lines. */
const errorLines = (stderr: string) => stderr.split('\n').filter(Boolean);

/** A JSON POST armed like a browser's: a GET for the anti-forgery cookie first. Answers the status. */
async function post(port: number, route: string, body: unknown): Promise<number> {
  const health = await fetch(`http://127.0.0.1:${port}/cronjob/run`);
  const xsrf = health.headers.getSetCookie()[0]!.split(';')[0]!;
  const reply = await fetch(`http://127.0.0.1:${port}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1]! },
    body: JSON.stringify(body),
  });
  return reply.status;
}

const password = 'long enough pass';
const signUp = (port: number, email: string) =>
  post(port, '/api/v1/auth/signup', { email, username: email.split('@')[0], password });
const signIn = (port: number, email: string) => post(port, '/api/v1/auth/signin', { email, password });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('one process per DATA_DIR', () => {
  it(
    'stops a second process on the same folder with one line, and loses no confirmed write',
    SLOW,
    async () => {
      const dataDir = freshDir();
      const first = spawnServer({ DATA_DIR: dataDir });
      const firstPort = await first.listening;
      expect(await signUp(firstPort, 'before@example.com')).toBe(201);

      const second = spawnServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(errorLines(second.stderr())).toEqual([
        `DATA_DIR ${dataDir} is in use by another Kinora process (pid ${first.child.pid}): stop it, or give this one its own DATA_DIR`,
      ]);

      // The first process never noticed: it keeps serving and writing.
      expect(await signIn(firstPort, 'before@example.com')).toBe(200);
      expect(await signUp(firstPort, 'during@example.com')).toBe(201);

      // It crashes (no chance to clean up): the next process takes the abandoned lock over, and has every write.
      first.child.kill('SIGKILL');
      await first.exited;
      const third = spawnServer({ DATA_DIR: dataDir });
      const thirdPort = await third.listening;
      expect(await signIn(thirdPort, 'before@example.com')).toBe(200);
      expect(await signIn(thirdPort, 'during@example.com')).toBe(200);

      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'kinora.lock'))).toBe(false);
    },
  );
});

describe('start-up problems stop the process with one clear line', () => {
  it('a DATA_DIR it cannot write', SLOW, async () => {
    const dataDir = freshDir();
    chmodSync(dataDir, 0o555);
    const server = spawnServer({ DATA_DIR: dataDir }, { boundByPermissions: true });
    expect(await server.exited).toBe(1);
    expect(errorLines(server.stderr())).toEqual([
      `DATA_DIR ${dataDir} is not writable (EACCES): give the server a folder it can write, or set DATA_DIR`,
    ]);
  });

  it('a database that cannot be reached within DATABASE_WAIT_MS', SLOW, async () => {
    const port = await freePort();
    const server = spawnServer({
      DATABASE_URL: `postgres://kinora:secret@127.0.0.1:${port}/kinora`,
      DATABASE_WAIT_MS: '1500',
    });
    expect(await server.exited).toBe(1);
    const lines = errorLines(server.stderr());
    expect(lines).toEqual([
      `Cannot reach the database at 127.0.0.1:${port}/kinora (ECONNREFUSED) after 2 s: check DATABASE_URL and that Postgres is running`,
    ]);
    // It did retry, and said so, before giving up; the password never appears.
    expect(server.stdout()).toMatch(/not reachable yet \(ECONNREFUSED\); retrying/);
    expect(`${server.stdout()}${server.stderr()}`).not.toContain('secret');
  });

  it('bad configuration: one line per field', SLOW, async () => {
    const server = spawnServer({ PORT: 'eighty', TRUST_PROXY: 'true' });
    expect(await server.exited).toBe(1);
    expect(errorLines(server.stderr())).toEqual([
      'Invalid configuration:',
      '  PORT: Invalid input: expected number, received NaN',
      "  TRUST_PROXY: 'true' would believe any client's X-Forwarded-For; give the number of proxy hops (e.g. 1) or the proxies' addresses/CIDRs",
    ]);
  });

  it('TRUST_PROXY ranges that add up to everyone, or a /0 range', SLOW, async () => {
    const server = spawnServer({ TRUST_PROXY: '0.0.0.0/0,::/0' });
    expect(await server.exited).toBe(1);
    expect(errorLines(server.stderr())).toEqual([
      'Invalid configuration:',
      "  TRUST_PROXY: '0.0.0.0/0,::/0' trusts every IPv4 and every IPv6 address, so any client could pick its own; list only your proxies' addresses/CIDRs",
    ]);
  });

  it('a sign-in issuer that never answers its discovery document', SLOW, async () => {
    const port = await freePort();
    const server = spawnServer({
      DATA_DIR: freshDir(),
      GOOGLE_CLIENT_ID: 'kinora-test',
      GOOGLE_CLIENT_SECRET: 'kinora-test-secret',
      GOOGLE_ISSUER_URL: `http://127.0.0.1:${port}`,
    });
    expect(await server.exited).toBe(1);
    expect(errorLines(server.stderr())).toEqual([
      `Cannot read the sign-in issuer's discovery document at http://127.0.0.1:${port}/.well-known/openid-configuration (ECONNREFUSED) after 20 s: check GOOGLE_ISSUER_URL and that the issuer is running`,
    ]);
    expect(server.stdout()).toMatch(/the sign-in issuer did not answer yet; retrying/);
  });

  it.skipIf(!postgresUp)('waits for a database that comes up late', SLOW, async () => {
    const database = await createPostgresDatabase();
    const proxy = new TcpProxy({ host: '127.0.0.1', port: Number(new URL(database.url).port || 5432) });
    const port = await freePort();
    const url = new URL(database.url);
    url.port = String(port);
    try {
      const server = spawnServer({ DATABASE_URL: url.toString(), DATABASE_WAIT_MS: '60000' });
      // Not there yet: the server retries...
      await new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (server.stdout().includes('not reachable yet')) {
            clearInterval(poll);
            resolve();
          }
        }, 100);
      });
      // ...and starts as soon as the database answers.
      await proxy.listen(port);
      const apiPort = await server.listening;
      expect(await signUp(apiPort, 'late@example.com')).toBe(201);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await proxy.close();
      await database.drop();
    }
  });
});

describe('the lock file', () => {
  it('holds the pid of the process that owns the folder while it runs', SLOW, async () => {
    const dataDir = freshDir();
    const server = spawnServer({ DATA_DIR: dataDir });
    await server.listening;
    expect(readFileSync(path.join(dataDir, 'kinora.lock'), 'utf8')).toBe(String(server.child.pid));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
