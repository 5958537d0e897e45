/**
 * Requests a second one instance answers for the main reads and writes (docs/operations/capacity.md): the built
 * server (`pnpm build` first) on a fresh database of the local Postgres, the load from this process with
 * autocannon (20 connections, keep-alive, each a signed-in viewer of its own), each route on its own for
 * BENCH_SECONDS (5).
 * Writes vary their body per request, so every one is a real insert or delete, never an "already there".
 * Run: `node --import tsx bench/capacity.ts` from apps/api (DATABASE_URL names the server; default local).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_COUNTS, DEMO_ID_BASE } from '@kinora/tmdb';
import autocannon from 'autocannon';
import { createFreshDatabase } from '../../../infra/ha-cluster.mjs';
import { pinLoadGenerator, pinned, stop } from './processes';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3230);

type Route = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A fresh body per request (writes). */
  body?: (n: number) => unknown;
};

async function startServer(databaseUrl: string) {
  const [command, args] = pinned(process.execPath, [path.join(import.meta.dirname, '../dist/server.js')]);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_PER_MIN: '100000',
      NODE_ENV: 'development',
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not come up');
}

type Headers = Record<string, string>;

/** Statements sent so far, and their total time, from the instance's own metrics (loopback may scrape). */
async function statementsSoFar(base: string): Promise<{ count: number; seconds: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const sum = (series: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${series}{`))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return {
    count: sum('kinora_db_query_duration_seconds_count'),
    seconds: sum('kinora_db_query_duration_seconds_sum'),
  };
}

function line(name: string, rps: number, p99: number, failed: number, requests: number, statements: number) {
  const perRequest = requests > 0 ? (statements / requests).toFixed(1) : '-';
  return `${name.padEnd(46)} ${rps.toFixed(0).padStart(6)} req/s  p99 ${String(p99).padStart(4)} ms  failed ${failed}  statements/request ${perRequest}`;
}

/** Each connection acts as one viewer of `viewers`, in turn: one viewer's writes wait for each other (its lists' lock). */
function asViewer(viewers: Headers[]) {
  let next = 0;
  return (request: { headers?: Headers }, context: Record<string, unknown>) => {
    context.viewer ??= viewers[next++ % viewers.length];
    return { ...request, headers: { ...(context.viewer as Headers), 'content-type': 'application/json' } };
  };
}

async function measure(base: string, viewers: Headers[], route: Route) {
  let sequence = 0;
  const viewer = asViewer(viewers);
  const result = await autocannon({
    url: base,
    duration: SECONDS,
    connections: CONNECTIONS,
    pipelining: 1,
    requests: [
      {
        method: route.method,
        path: route.path,
        setupRequest: (request, context) => {
          const own = viewer(request, context);
          return route.body ? { ...own, body: JSON.stringify(route.body(sequence++)) } : own;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

pinLoadGenerator();
const database = await createFreshDatabase('kinora_capacity_');
const server = await startServer(database.url);
try {
  const base = `http://127.0.0.1:${PORT}`;
  const run = Date.now().toString(36);
  const viewers: Headers[] = [];
  for (let i = 0; i < CONNECTIONS; i++) viewers.push(await signIn(base, `capacity${run}v${i}`));
  const headers = viewers[0]!;
  const trending = (await (await fetch(`${base}/api/v1/movies/trending`, { headers })).json()) as {
    content: Array<{ id: number }>;
  };
  const ids = trending.content.map((item) => item.id);
  const idOf = (n: number) => ids[n % ids.length]!;
  const trpcGet = (procedure: string, input: unknown) =>
    `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const routes: Route[] = [
    { name: 'trending list (cached catalogue read)', method: 'GET', path: '/api/v1/movies/trending' },
    {
      name: 'title details (cached catalogue read)',
      method: 'GET',
      path: `/api/v1/movies/details/${idOf(0)}`,
    },
    {
      name: 'search (demo catalogue)',
      method: 'GET',
      path: trpcGet('catalogue.search', { type: 'movie', query: 'night' }),
    },
    { name: 'watch-later list (database read)', method: 'GET', path: '/trpc/watchlist.list' },
    {
      name: 'chat history entry (database insert)',
      method: 'POST',
      path: '/trpc/history.recordChat',
      body: (n) => ({
        query: `capacity ${n}`,
        response: 'an answer',
        idempotencyKey: `capacity-${Date.now()}-${n}`,
      }),
    },
  ];
  const lines: string[] = [];
  for (const route of routes) {
    await measure(base, viewers, {
      ...route,
      body: route.body && ((n) => route.body!(n + 1_000_000)),
    });
    const before = await statementsSoFar(base);
    const figure = await measure(base, viewers, route);
    const after = await statementsSoFar(base);
    lines.push(
      line(route.name, figure.rps, figure.p99, figure.failed, figure.requests, after.count - before.count),
    );
  }
  // Add then remove, per connection, a title no other connection touches at the time: two real writes a cycle.
  let nextTitle = 0;
  const titleOfCycle = () => DEMO_ID_BASE.MOVIE + (nextTitle++ % DEMO_COUNTS.MOVIES);
  const viewer = asViewer(viewers);
  const beforePair = await statementsSoFar(base);
  const pair = await autocannon({
    url: base,
    duration: SECONDS,
    connections: CONNECTIONS,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        path: '/trpc/watchlist.add',
        setupRequest: (request, context) => {
          context.title = titleOfCycle();
          return { ...viewer(request, context), body: JSON.stringify({ type: 'movie', id: context.title }) };
        },
      },
      {
        method: 'POST',
        path: '/trpc/watchlist.remove',
        setupRequest: (request, context) => ({
          ...viewer(request, context),
          body: JSON.stringify({ type: 'movie', id: context.title }),
        }),
      },
    ],
  });
  const afterPair = await statementsSoFar(base);
  lines.push(
    line(
      'watch-later add, then remove (database writes)',
      pair.requests.average,
      pair.latency.p99,
      pair.errors + pair.timeouts + pair.non2xx,
      pair.requests.total,
      afterPair.count - beforePair.count,
    ),
  );
  console.info(
    `\n== capacity of one instance (Postgres, ${CONNECTIONS} connections, ${SECONDS} s each) ==\n${lines.join('\n')}\n`,
  );
} finally {
  await stop(server);
  await database.drop();
}
