import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS } from '@kinora/domain';
import { createDemoCatalogue } from '@kinora/tmdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The bounds this suite holds the server to (from the review that asked for them), with no margin taken off. */
const WIDE_FILE_ANSWERED_WITHIN_MS = 2000;
const READYZ_ANSWERED_WITHIN_MS = 500;
/** The short limits the server runs with here, so the tests wait a second or two, not the defaults' ten. */
const REQUEST_TIMEOUT_MS = 1000;
const IDLE_SOCKET_MS = 2 * REQUEST_TIMEOUT_MS;
/** A title whose search answers only after the idle-socket time, like a slow catalogue. */
const SLOW_TITLE = 'Slow Title Of The Import Suite';

let t: TestApp;
let port: number;

/** Headers that sign a raw request in as a fresh viewer (session cookie and anti-forgery token). */
async function signedInHeaders(): Promise<Record<string, string>> {
  const { agent } = await signedInAgent(t.app);
  return {
    cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': agent.cookies.get('XSRF-TOKEN')!,
  };
}

const importUrl = (name = 'diary.csv') => `http://127.0.0.1:${port}/api/v1/user/import?name=${name}`;

/**
 * Polls /readyz from another process (so a blocked event loop here cannot hide from it), 20 ms after each answer,
 * until stopped; resolves with each answer's status and latency.
 */
async function pollReadyz() {
  const script = `
    const latencies = [];
    let stopped = false;
    process.stdin.on('end', () => { stopped = true; });
    process.stdin.resume();
    (async () => {
      while (!stopped) {
        const started = performance.now();
        const reply = await fetch(process.argv[1]);
        await reply.arrayBuffer();
        latencies.push({ status: reply.status, ms: Math.round(performance.now() - started) });
        if (latencies.length === 1) process.stderr.write('polling\\n');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      process.stdout.write(JSON.stringify(latencies));
    })();
  `;
  const child = spawn(process.execPath, ['-e', script, `http://127.0.0.1:${port}/readyz`]);
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const exited = once(child, 'exit');
  await once(child.stderr, 'data');
  return {
    async stop(): Promise<Array<{ status: number; ms: number }>> {
      child.stdin.end();
      await exited;
      return JSON.parse(out);
    },
  };
}

/**
 * Sends a request's head (its lines, and the blank line ending them unless `stalled`) over a raw connection, then
 * whatever `send` writes; resolves with the status line and body the server sent before it closed.
 */
async function rawRequest(
  head: string[],
  send: (write: (text: string) => void) => Promise<void> = async () => {},
  { stalled = false } = {},
) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = once(socket, 'close').then(() => received);
  socket.write(`${head.join('\r\n')}${stalled ? '' : '\r\n\r\n'}`);
  await send((text) => {
    if (!socket.destroyed) socket.write(text);
  });
  const answer = await closed;
  const [status = '', body = ''] = answer.split('\r\n\r\n');
  return { status: status.split('\r\n')[0], body };
}

describe.skipIf(skipDatabaseSuite)('imports that would hold the server up', () => {
  beforeAll(async () => {
    const demo = createDemoCatalogue({ now: () => Date.now() });
    t = await createTestApp(
      { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), KEEP_ALIVE_TIMEOUT_MS: '500' },
      {
        catalogue: {
          ...demo,
          search: async (media, query, options) => {
            if (query === SLOW_TITLE) await sleep(IDLE_SOCKET_MS + 1000);
            return demo.search(media, query, options);
          },
        },
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`refuses a CSV header wider than ${IMPORT_MAX_COLUMNS} columns at once, while /readyz keeps answering`, async () => {
    const header = [
      'Date,Name,Year,Letterboxd URI',
      ...Array.from({ length: 19_996 }, (_, i) => `c${i}`),
    ].join(',');
    const rows = Array.from({ length: 4000 }, (_, i) => `2024-01-01,Zzqx ${i},1999,x`);
    const file = [header, ...rows].join('\n');
    const headers = await signedInHeaders();
    const readyz = await pollReadyz();
    const started = performance.now();
    const reply = await fetch(importUrl(), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: file,
      signal: AbortSignal.timeout(60_000),
    });
    const body = await reply.json();
    const answeredIn = performance.now() - started;
    const latencies = await readyz.stop();

    expect(reply.status).toBe(400);
    expect(body).toEqual({
      success: false,
      code: 'BAD_INPUT',
      message: `The file's header names more than ${IMPORT_MAX_COLUMNS} columns: Kinora reads Letterboxd, IMDb and Trakt CSV exports as the services write them`,
    });
    expect(answeredIn).toBeLessThan(WIDE_FILE_ANSWERED_WITHIN_MS);
    expect(latencies.length).toBeGreaterThan(0);
    for (const probe of latencies) {
      expect(probe.status).toBe(200);
      expect(probe.ms).toBeLessThan(READYZ_ANSWERED_WITHIN_MS);
    }
  });

  it('keeps /readyz answering while it reads a file of many ordinary rows', async () => {
    const rows: string[] = [];
    let bytes = 0;
    for (let i = 0; bytes < IMPORT_MAX_BYTES - 100; i++) {
      const row = `2024-01-01,Zzqx ${i},1999,x`;
      rows.push(row);
      bytes += row.length + 1;
    }
    rows.pop();
    const file = ['Date,Name,Year,Letterboxd URI', ...rows].join('\n');
    const headers = await signedInHeaders();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const readyz = await pollReadyz();
    loop.enable();
    const aborted = new AbortController();
    const reply = await fetch(importUrl(), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv', accept: 'application/x-ndjson' },
      body: file,
      signal: aborted.signal,
    });
    expect(reply.status).toBe(200);
    // A few batches are enough to see reading, matching and storing run; the rest would take minutes.
    const lines: string[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of reply.body!) {
      lines.push(...decoder.decode(chunk).split('\n').filter(Boolean));
      if (lines.filter((line) => line.includes('"progress"')).length >= 3) break;
    }
    aborted.abort();
    loop.disable();
    const latencies = await readyz.stop();

    expect(JSON.parse(lines[0]!)).toEqual({ type: 'start', format: 'letterboxd' });
    expect(latencies.length).toBeGreaterThan(0);
    for (const probe of latencies) {
      expect(probe.status).toBe(200);
      expect(probe.ms).toBeLessThan(READYZ_ANSWERED_WITHIN_MS);
    }
    expect(loop.max / 1e6).toBeLessThan(READYZ_ANSWERED_WITHIN_MS);
  });

  it('gives an upload the time its size needs at the minimum upload rate', async () => {
    // Two rows made long by a column the import does not read: 300 KB, sent at about 100 KB/s.
    const padding = 'p'.repeat(150_000);
    const file = `Date,Name,Year,Letterboxd URI,Tags\n2024-01-01,Zzqx A,1999,x,${padding}\n2024-01-01,Zzqx B,1999,x,${padding}\n`;
    const headers = await signedInHeaders();
    const answer = await rawRequest(
      [
        'POST /api/v1/user/import?name=diary.csv HTTP/1.1',
        'Host: x',
        'Connection: close',
        'Content-Type: text/csv',
        `Content-Length: ${Buffer.byteLength(file)}`,
        `Cookie: ${headers.cookie}`,
        `X-XSRF-TOKEN: ${headers['x-xsrf-token']}`,
      ],
      async (write) => {
        for (let at = 0; at < file.length; at += 10_000) {
          write(file.slice(at, at + 10_000));
          await sleep(100);
        }
      },
    );
    expect(answer.status).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(answer.body)).toMatchObject({
      success: true,
      report: { rows: 2, notImportedCount: 2 },
    });
  });

  it("answers a stalled upload or stalled headers 408 in the app's error shape", async () => {
    const headers = await signedInHeaders();
    const body = await rawRequest(
      [
        'POST /api/v1/user/import HTTP/1.1',
        'Host: x',
        'Content-Type: text/csv',
        'Content-Length: 300000',
        `Cookie: ${headers.cookie}`,
        `X-XSRF-TOKEN: ${headers['x-xsrf-token']}`,
      ],
      async (write) => write('Date,Name,Year,Letterboxd URI\n'),
    );
    expect(body.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(body.body)).toEqual({
      success: false,
      code: 'BAD_INPUT',
      message: expect.stringMatching(/^The request did not arrive in time/),
    });

    const head = await rawRequest(['GET /readyz HTTP/1.1', 'Host: x', 'X-Slow: '], undefined, {
      stalled: true,
    });
    expect(head.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(head.body)).toMatchObject({ success: false, code: 'BAD_INPUT' });
  });

  it('answers a client that did not ask for progress lines, however long the import takes', async () => {
    const headers = await signedInHeaders();
    const file = `Date,Name,Year,Letterboxd URI\n2024-01-01,${SLOW_TITLE},1999,x\n`;
    const reply = await fetch(importUrl(), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: file,
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ success: true, report: { rows: 1, notImportedCount: 1 } });
  });
});
