/**
 * `pnpm bench` for the API: prints figures measured in one run on this machine. Throughput is reported as a
 * ratio to a bare Fastify route measured in the same run, so the figure travels between machines.
 */
import type { ChildProcess } from 'node:child_process';
import {
  createDemoCatalogue,
  measureDemoCreation,
  measureDemoSearch,
  measureDemoSearchIndex,
} from '@kinora/tmdb';
import { alertLines, measureAlertRuns } from './alerts';
import { measureAnswerChecks } from './answers';
import { measureFirstToken, measureRecommender, recommenderLine } from './chat';
import { measureDemoPictures, pictureLines } from './demo-pictures';
import { heapProbe } from './heap';
import { measureImport } from './import';
import { type LoadResult, load } from './load';
import { measureMetricsCost, metricsCostLine } from './metrics-cost';
import { cpuSecondsOf, pinLoadGenerator, startBareServer, startKinora, stop } from './processes';
import { signIn } from './sign-in';
import { measureCoalescing } from './upstream';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 5;
const CONNECTIONS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const SEARCH_QUERIES = [
  'the',
  'harbor',
  'night',
  'love',
  'café',
  'stra',
  'moon',
  'kin',
  'eterna',
  'shadw',
  'lgihthuose',
  'secret du phare',
];

const bareUrl = (port: number) => `http://127.0.0.1:${port}/bare`;
const bareTextUrl = (port: number) => `http://127.0.0.1:${port}/bare-text`;
const bareBytesUrl = (port: number) => `http://127.0.0.1:${port}/bare-bytes`;
const meteredBytesUrl = (port: number) => `http://127.0.0.1:${port}/bare-bytes-metered`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  pinLoadGenerator();
  const lines: string[] = [];
  const kinora = await startKinora(PORT);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const headers = await signIn(base);
    const catalogueUrl = `${base}/api/v1/movies/trending`;
    const body = await (await fetch(catalogueUrl, { headers })).text();
    const bare = await startBareServer(body);
    try {
      // Warm both (JIT, caches), then alternate short rounds so drift on the machine hits both alike; medians.
      await load(catalogueUrl, headers, 2, CONNECTIONS);
      await load(bareUrl(bare.port), {}, 2, CONNECTIONS);
      await load(bareTextUrl(bare.port), {}, 2, CONNECTIONS);
      await load(bareBytesUrl(bare.port), {}, 2, CONNECTIONS);
      await load(meteredBytesUrl(bare.port), {}, 2, CONNECTIONS);
      const ours: LoadResult[] = [];
      const baseline: LoadResult[] = [];
      const text: LoadResult[] = [];
      const ceiling: LoadResult[] = [];
      const metered: LoadResult[] = [];
      // How busy each server kept its core in its rounds: below about 90%, the load generator set the pace.
      const oursBusy: number[] = [];
      const ceilingBusy: number[] = [];
      const busyDuring = async (server: ChildProcess, shares: number[], round: () => Promise<LoadResult>) => {
        const [cpuBefore, startedAt] = [cpuSecondsOf(server), performance.now()];
        const result = await round();
        const cpuAfter = cpuSecondsOf(server);
        if (cpuBefore !== undefined && cpuAfter !== undefined) {
          shares.push((cpuAfter - cpuBefore) / ((performance.now() - startedAt) / 1000));
        }
        return result;
      };
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(
          await busyDuring(kinora, oursBusy, () => load(catalogueUrl, headers, SECONDS, CONNECTIONS)),
        );
        baseline.push(await load(bareUrl(bare.port), {}, SECONDS, CONNECTIONS));
        text.push(await load(bareTextUrl(bare.port), {}, SECONDS, CONNECTIONS));
        ceiling.push(
          await busyDuring(bare.child, ceilingBusy, () =>
            load(bareBytesUrl(bare.port), {}, SECONDS, CONNECTIONS),
          ),
        );
        metered.push(await load(meteredBytesUrl(bare.port), {}, SECONDS, CONNECTIONS));
      }
      const rps = (results: LoadResult[]) => median(results.map((r) => r.requestsPerSecond));
      const p99 = (results: LoadResult[]) => median(results.map((r) => r.p99Ms));
      const oursRps = rps(ours);
      const errors = ours.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
      lines.push(
        `cached catalogue read (GET /api/v1/movies/trending, signed in, ${body.length} B): ${oursRps.toFixed(0)} req/s (median of ${ROUNDS}), p99 ${p99(ours)} ms, errors ${errors}`,
        `bare Fastify route, same body:                     ${rps(baseline).toFixed(0)} req/s, p99 ${p99(baseline)} ms`,
        `bare Fastify route, same body as prebuilt text:    ${rps(text).toFixed(0)} req/s, p99 ${p99(text)} ms`,
        `bare Fastify route, same body as prebuilt bytes:   ${rps(ceiling).toFixed(0)} req/s, p99 ${p99(ceiling)} ms`,
        `throughput ratio to the serialising route (target >= 0.70): ${(oursRps / rps(baseline)).toFixed(2)}`,
        `throughput ratio to the prebuilt text (target >= 0.70):     ${(oursRps / rps(text)).toFixed(2)}`,
        `throughput ratio to the prebuilt bytes (the true ceiling):  ${(oursRps / rps(ceiling)).toFixed(2)}`,
        `prebuilt bytes with request metrics: ${rps(metered).toFixed(0)} req/s, p99 ${p99(metered)} ms; ratio to without: ${(rps(metered) / rps(ceiling)).toFixed(2)}`,
      );
      if (oursBusy.length > 0 && ceilingBusy.length > 0) {
        const percent = (shares: number[]) => `${(median(shares) * 100).toFixed(0)}%`;
        lines.push(
          `server's core busy (medians; under about 90% the load generator set the pace): cached read ${percent(oursBusy)}, prebuilt bytes ${percent(ceilingBusy)}`,
        );
      }
    } finally {
      await stop(bare.child);
    }
    const imported = await measureImport(base, headers);
    lines.push(
      `import of a ${imported.rows}-row Letterboxd file (${(imported.bytes / 1024).toFixed(0)} KB, demo): ${(imported.totalMs / 1000).toFixed(1)} s (target < 10 s); the bar first moved after ${imported.firstProgressMs.toFixed(0)} ms and moved ${imported.progressEvents} times; ${imported.imported} rows matched`,
    );
  } finally {
    await stop(kinora);
  }

  lines.push(metricsCostLine(await measureMetricsCost()));

  const coalescing = await measureCoalescing();
  lines.push(
    `upstream requests for ${coalescing.concurrent} concurrent identical misses (target 1): ${coalescing.upstreamRequests}`,
  );

  lines.push(...alertLines(await measureAlertRuns()));

  const checks = await measureAnswerChecks();
  const answerLine = (name: string, f: { checkedUs: number; productionUs: number; jsonUs: number }) =>
    `declared tRPC answer, ${name}: schema check ${f.checkedUs.toFixed(1)} µs per call outside production, ${f.productionUs.toFixed(2)} µs in production (writing it as JSON: ${f.jsonUs.toFixed(1)} µs)`;
  lines.push(answerLine('trending page', checks.trending), answerLine('title details', checks.detail));

  const now = Date.now();
  const creationMs = measureDemoCreation(() => createDemoCatalogue({ now: () => now }));
  const search = await measureDemoSearch(createDemoCatalogue({ now: () => now }), SEARCH_QUERIES, 60);
  const searchIndex = measureDemoSearchIndex(heapProbe());
  lines.push(...pictureLines(await measureDemoPictures()));
  lines.push(
    `demo catalogue creation: ${creationMs.toFixed(0)} ms`,
    `demo search over ${search.samples} queries: p50 ${search.p50Ms.toFixed(3)} ms, p95 ${search.p95Ms.toFixed(3)} ms (target < 5 ms)`,
    `demo search indexes (movies, shows, people; ${searchIndex.names} names), built on first search: ${searchIndex.buildMs.toFixed(0)} ms, ${searchIndex.heapMiB.toFixed(1)} MiB of heap`,
  );
  const recommender = await measureRecommender();
  const stream = await measureFirstToken();
  const over = (ms: number) => (ms - stream.upstreamDelayMs).toFixed(1);
  lines.push(
    recommenderLine(recommender),
    `first streamed token from a hosted model answering after ${stream.upstreamDelayMs} ms: p50 +${over(stream.p50Ms)} ms, p95 +${over(stream.p95Ms)} ms over that delay (target < 50 ms); the bare openai SDK: p50 +${over(stream.bareSdkP50Ms)} ms, p95 +${over(stream.bareSdkP95Ms)} ms`,
  );
  console.info(`\n== @kinora/api bench ==\n${lines.join('\n')}\n`);
}

await main();
