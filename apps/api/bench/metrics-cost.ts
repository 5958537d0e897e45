/**
 * What the metrics cost a request: the same cached read (GET /api/v1/movies/trending, signed in) on two builds
 * of the API side by side, one with the request metrics and one without, loaded in turns. The order flips every
 * round, so drift on a busy machine hits both alike; the cost compares the two medians, and each round's own
 * with/without comparison is printed too: their spread shows how far the machine's noise reaches (on a shared
 * machine, far more than the cost). Target: under 3% of throughput.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type LoadResult, load } from './load';
import { pinLoadGenerator, pinned, stop } from './processes';
import { signIn } from './sign-in';

const ROUNDS = Number(process.env.BENCH_METRICS_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
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
};

export async function measureMetricsCost(): Promise<MetricsCost> {
  const on = await startVariant('on');
  const off = await startVariant('off');
  try {
    const targets = await Promise.all(
      [on, off].map(async ({ base }) => ({
        url: `${base}/api/v1/movies/trending`,
        headers: await signIn(base),
      })),
    );
    const [withMetrics, without] = targets as [(typeof targets)[0], (typeof targets)[0]];
    const run = (target: typeof withMetrics, seconds = SECONDS) =>
      load(target.url, target.headers, seconds, CONNECTIONS);
    await run(withMetrics, 2);
    await run(without, 2);
    const onRuns: LoadResult[] = [];
    const offRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        onRuns.push(await run(withMetrics));
        offRuns.push(await run(without));
      } else {
        offRuns.push(await run(without));
        onRuns.push(await run(withMetrics));
      }
    }
    const ratios = onRuns.map((r, i) => r.requestsPerSecond / (offRuns[i]?.requestsPerSecond ?? 1));
    return {
      onRps: median(onRuns.map((r) => r.requestsPerSecond)),
      offRps: median(offRuns.map((r) => r.requestsPerSecond)),
      cost:
        1 - median(onRuns.map((r) => r.requestsPerSecond)) / median(offRuns.map((r) => r.requestsPerSecond)),
      roundCosts: ratios.map((ratio) => 1 - ratio).sort((a, b) => a - b),
      rounds: ROUNDS,
      errors: [...onRuns, ...offRuns].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    };
  } finally {
    await stop(on.child);
    await stop(off.child);
  }
}

export function metricsCostLine(m: MetricsCost): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  return `metrics' cost on a cached read (GET /api/v1/movies/trending, ${m.rounds} paired rounds): with ${m.onRps.toFixed(0)} req/s, without ${m.offRps.toFixed(0)} req/s (medians); cost ${percent(m.cost)} of throughput (target < 3%; the rounds: ${m.roundCosts.map(percent).join(', ')}), errors ${m.errors}`;
}

// Alone: `node --import tsx bench/metrics-cost.ts` (pnpm bench runs it among the others).
if (process.argv[1] === import.meta.filename) {
  pinLoadGenerator();
  console.info(metricsCostLine(await measureMetricsCost()));
}
