/**
 * What the metrics cost a request: the same cached read (GET /api/v1/movies/trending, signed in) on two builds
 * of the API side by side, one with the request metrics and one without. Two figures:
 *
 * - Throughput, paired. Every round starts a fresh pair of processes (the start order flips each round) and loads
 *   them in turns. A fresh pair per round matters more than the turns: two identical builds in two processes
 *   differ by up to 5% for as long as they live (JIT and memory layout; an A/A run here measured 2.5% between
 *   identical twins kept for the whole bench), so a bench that keeps one pair measures that pair, not the
 *   metrics. The cost compares the medians over all rounds; each round's own comparison is printed too, and
 *   their spread shows how far the machine's noise reaches.
 * - The timing hook's own work, called in this process with the route shapes a real run sees: nanoseconds per
 *   request, and the share of one request's time at the measured throughput. It has no noise from the machine
 *   sharing, so it says whether a throughput gap is the metrics or the machine.
 *
 * Target: under 3% of throughput.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMetrics } from '../src/metrics/registry';
import { timeRoute } from '../src/plugins/metrics';
import { type LoadResult, load } from './load';
import { pinLoadGenerator, pinned, stop } from './processes';
import { signIn } from './sign-in';

const ROUNDS = Number(process.env.BENCH_METRICS_ROUNDS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Loads per process and round, in turns (with, without, without, with). */
const TURNS = 2;
const CONNECTIONS = 20;

async function startVariant(metrics: 'on' | 'off'): Promise<{ child: ChildProcess; base: string }> {
  const [command, args] = pinned(process.execPath, [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'kinora-app.ts'),
  ]);
  const child = spawn(command, args, {
    env: { ...process.env, BENCH_METRICS: metrics },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m) => resolve((m as { port: number }).port)),
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export type MetricsCost = {
  onRps: number;
  offRps: number;
  /** 1 - (median with) / (median without). */
  cost: number;
  /** The rounds' own costs, lowest to highest: their spread says how far the machine's noise reaches. */
  roundCosts: number[];
  rounds: number;
  errors: number;
  /** The timing hook's own work per request, in nanoseconds. */
  hookNs: number;
};

type Variant = Awaited<ReturnType<typeof startVariant>> & { url: string; headers: Record<string, string> };

async function startSignedIn(metrics: 'on' | 'off'): Promise<Variant> {
  const variant = await startVariant(metrics);
  return { ...variant, url: `${variant.base}/api/v1/movies/trending`, headers: await signIn(variant.base) };
}

/** One round: a fresh pair, warmed, then loaded in turns; answers the pair's median throughputs. */
async function measureRound(round: number): Promise<{ on: LoadResult[]; off: LoadResult[] }> {
  // The start order flips each round: the first process started is not always the same build.
  const first = await startSignedIn(round % 2 === 0 ? 'on' : 'off');
  const second = await startSignedIn(round % 2 === 0 ? 'off' : 'on');
  const [withMetrics, without] = round % 2 === 0 ? [first, second] : [second, first];
  const run = (target: Variant, seconds = SECONDS) => load(target.url, target.headers, seconds, CONNECTIONS);
  try {
    await run(withMetrics, 1);
    await run(without, 1);
    const on: LoadResult[] = [];
    const off: LoadResult[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      if ((round + turn) % 2 === 0) {
        on.push(await run(withMetrics));
        off.push(await run(without));
      } else {
        off.push(await run(without));
        on.push(await run(withMetrics));
      }
    }
    return { on, off };
  } finally {
    await stop(first.child);
    await stop(second.child);
  }
}

/**
 * The timing hook's own work, in nanoseconds per request: a route's hook as the app gives it, on a registry like
 * the app's, over the label combinations a busy instance sees (a few routes, methods and statuses).
 */
export function measureHookNs(calls = 500_000): number {
  const metrics = createMetrics();
  const hooks = ['/api/v1/movies/trending', '/trpc/*', '/api/v1/movie/:id'].map((route) =>
    timeRoute(metrics, route),
  );
  const requests = ['GET', 'POST'].map((method) => ({ method }) as FastifyRequest);
  const replies = [200, 304, 404].map(
    (statusCode, i) => ({ statusCode, elapsedTime: 3.2 + i }) as unknown as FastifyReply,
  );
  const done = () => {};
  const once = (i: number) =>
    hooks[i % hooks.length]!.call(
      undefined as never,
      requests[i % requests.length]!,
      replies[i % replies.length]!,
      done,
    );
  for (let i = 0; i < 50_000; i++) once(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) once(i);
  return Number(process.hrtime.bigint() - started) / calls;
}

export async function measureMetricsCost(): Promise<MetricsCost> {
  const onRuns: LoadResult[] = [];
  const offRuns: LoadResult[] = [];
  const roundCosts: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { on, off } = await measureRound(round);
    onRuns.push(...on);
    offRuns.push(...off);
    const rps = (runs: LoadResult[]) => median(runs.map((r) => r.requestsPerSecond));
    roundCosts.push(1 - rps(on) / rps(off));
  }
  const onRps = median(onRuns.map((r) => r.requestsPerSecond));
  const offRps = median(offRuns.map((r) => r.requestsPerSecond));
  return {
    onRps,
    offRps,
    cost: 1 - onRps / offRps,
    roundCosts: roundCosts.sort((a, b) => a - b),
    rounds: ROUNDS,
    errors: [...onRuns, ...offRuns].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    hookNs: measureHookNs(),
  };
}

export function metricsCostLine(m: MetricsCost): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const requestNs = 1e9 / m.offRps;
  return [
    `metrics' cost on a cached read (GET /api/v1/movies/trending, ${m.rounds} rounds of a fresh pair of processes): with ${m.onRps.toFixed(0)} req/s, without ${m.offRps.toFixed(0)} req/s (medians); cost ${percent(m.cost)} of throughput (target < 3%; the rounds: ${m.roundCosts.map(percent).join(', ')}), errors ${m.errors}`,
    `the timing hook's own work: ${m.hookNs.toFixed(0)} ns a request, ${percent(m.hookNs / requestNs)} of one request's ${(requestNs / 1000).toFixed(0)} µs at that throughput`,
  ].join('\n');
}

// Alone: `node --import tsx bench/metrics-cost.ts` (pnpm bench runs it among the others).
if (process.argv[1] === import.meta.filename) {
  pinLoadGenerator();
  console.info(metricsCostLine(await measureMetricsCost()));
}
