/**
 * The server's work per request on the signed-in cached read (GET /api/v1/movies/trending) and on the bare
 * Fastify route sending the same bytes prepared once (bench/bare-server.ts's `/bare-bytes`, the ceiling
 * `pnpm bench` compares with). While the server is the bottleneck, bare / ours approximates the bench's
 * throughput ratio. Two measures, both far less moved by the machine's other load than requests a second:
 * - CPU time: the server's own (user and system), read inside it before and after a fixed number of requests
 *   (bench/cpu-probe.mjs);
 * - instructions its main thread retires (`perf stat`, where perf can count): they do not grow when other
 *   processes share the core, so they tell two builds apart on a busy machine to a percent or two.
 *
 * The servers run as the bench runs them (bench/processes.ts: pinned to one core, the load from this process
 * on the others); the rounds alternate between them so drift on the machine hits all alike; medians are
 * reported. Ours is the built server (`pnpm build` first, or `npx tsup --out-dir <dir>` and BENCH_SERVER), not
 * the source through tsx, whose transform names every closure as it is made: a cost per request the build
 * does not have.
 *
 *   node --import tsx bench/cpu-per-request.ts          # 5 rounds of 20,000 requests each
 *   BENCH_REQUESTS=10000 BENCH_ROUNDS=3 ...              # fewer
 *   BENCH_SERVER=dist-new/server.js ...                  # another build as ours
 *   BENCH_OTHER_SERVERS=dist-old/server.js,...           # more builds measured alongside (an older tree, say),
 *                                                        # each named by its folder as given
 *   BENCH_PROFILE=/tmp/profiles ...                      # then profiles each server over one more batch:
 *                                                        # <dir>/<server>.cpuprofile (DevTools opens it), and
 *                                                        # prints self time by module and the heaviest functions
 *   BENCH_COUNTERS=off ...                               # CPU time only
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchServerEnv, pinLoadGenerator, pinned, stop } from './processes';
import { signIn } from './sign-in';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP ?? 10_000);
const CONNECTIONS = 20;
const PROFILE_DIR = process.env.BENCH_PROFILE;
const here = import.meta.dirname;
const PROBE = path.join(here, 'cpu-probe.mjs');

type ProbeAnswer = { cpuMicros: number } | { profile: CpuProfile } | { done: true };

type Server = {
  name: string;
  child: ChildProcess;
  url: string;
  headers: Record<string, string>;
  /** Asks the probe inside the server (bench/cpu-probe.mjs). */
  ask: (ask: 'cpu' | 'profile-start' | 'profile-stop') => Promise<ProbeAnswer>;
};

function probeOf(child: ChildProcess): Server['ask'] {
  return (ask) => {
    const answered = new Promise<ProbeAnswer>((resolve) =>
      child.once('message', (m) => resolve(m as ProbeAnswer)),
    );
    child.send({ ask });
    return answered;
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A build of the API as the bench starts it (bench/processes.ts startKinora), signed in. */
async function startOurs(name: string, serverFile: string): Promise<Server> {
  const port = await freePort();
  const [command, args] = pinned(process.execPath, ['--import', PROBE, path.resolve(serverFile)]);
  const child = spawn(command, args, {
    env: benchServerEnv(port),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${base}/cronjob/run`).then(
      (r) => r.ok,
      () => false,
    );
  for (let attempt = 0; !(await answers()); attempt++) {
    if (child.exitCode !== null || attempt === 600)
      throw new Error(`${name} (${serverFile}) did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const headers = await signIn(base);
  return { name, child, url: `${base}/api/v1/movies/trending`, headers, ask: probeOf(child) };
}

/** bench/bare-server.ts, answering with `body`. */
async function startBare(body: string): Promise<Server> {
  const [command, args] = pinned(process.execPath, [
    '--import',
    'tsx',
    '--import',
    PROBE,
    path.join(here, 'bare-server.ts'),
  ]);
  const child = spawn(command, args, {
    env: { ...process.env, BENCH_BODY: body },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve) =>
    child.once('message', (m) => resolve(m as { port: number })),
  );
  return {
    name: 'bare',
    child,
    url: `http://127.0.0.1:${port}/bare-bytes`,
    headers: {},
    ask: probeOf(child),
  };
}

async function fire(server: Server, amount: number): Promise<void> {
  const result = await autocannon({
    url: server.url,
    headers: server.headers,
    amount,
    connections: CONNECTIONS,
    pipelining: 1,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0 || result.requests.total < amount) {
    throw new Error(`${server.name}: ${failed} failed, ${result.requests.total} of ${amount} answered`);
  }
}

type Figures = {
  /** Server CPU time (user and system), µs a request. */
  cpu: number;
  /** Instructions the server's main thread retired, thousands a request, in user space and in the kernel (perf). */
  userInstructions?: number;
  kernelInstructions?: number;
};

const PERF = '/usr/bin/perf';
const COUNT_INSTRUCTIONS = process.env.BENCH_COUNTERS !== 'off' && existsSync(PERF);

/**
 * Counts the instructions the main thread of `pid` retires while `work` runs: unlike time, the count does not
 * grow when other processes share the core, so it separates two builds on a busy machine. The main thread only:
 * V8's helpers (concurrent marking, compiling) come and go on their own schedule and would blur it. Undefined
 * where perf cannot count.
 */
async function countInstructions(
  pid: number,
  work: () => Promise<void>,
): Promise<{ user: number; kernel: number } | undefined> {
  const perf = spawn(PERF, ['stat', '-x', ',', '-e', 'instructions:u,instructions:k', '-t', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let report = '';
  perf.stderr.on('data', (chunk) => {
    report += chunk;
  });
  const exited = new Promise((resolve) => perf.once('exit', resolve));
  // perf attaches within a few milliseconds; the work must not start before it counts.
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    await work();
  } finally {
    perf.kill('SIGINT');
    await exited;
  }
  const count = (event: string) => {
    const line = report.split('\n').find((l) => l.split(',')[2] === event);
    const value = Number(line?.split(',')[0]);
    return Number.isFinite(value) ? value : undefined;
  };
  const user = count('instructions:u');
  const kernel = count('instructions:k');
  return user === undefined || kernel === undefined ? undefined : { user, kernel };
}

/** The server's CPU time, and where perf can count them its instructions, over REQUESTS requests. */
async function measure(server: Server): Promise<Figures> {
  const before = (await server.ask('cpu')) as { cpuMicros: number };
  const fired = () => fire(server, REQUESTS);
  const instructions = COUNT_INSTRUCTIONS
    ? await countInstructions(server.child.pid!, fired)
    : await fired().then(() => undefined);
  const after = (await server.ask('cpu')) as { cpuMicros: number };
  return {
    cpu: (after.cpuMicros - before.cpuMicros) / REQUESTS,
    userInstructions: instructions && instructions.user / REQUESTS / 1000,
    kernelInstructions: instructions && instructions.kernel / REQUESTS / 1000,
  };
}

// Reading a profile: self time by module, and the heaviest functions.

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/** A frame's module: a package by name, Node's own part by its name, else the file (a bundle's, or ours). */
function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url.startsWith('node:internal/') ? `node:${url.split('/')[1]}` : url;
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const packageAt = file.lastIndexOf('/node_modules/');
  if (packageAt < 0) return path.relative(path.join(here, '..'), file);
  const [scope, name] = file.slice(packageAt + '/node_modules/'.length).split('/');
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? file);
}

function summarise(profile: CpuProfile, requests: number, top = 30): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, micros: number) =>
    into.set(key, (into.get(key) ?? 0) + micros);
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const { url, functionName, lineNumber } = nodes.get(id)!;
    const module = moduleOf(url, functionName);
    if (module === '(idle)') return;
    const micros = profile.timeDeltas[i] ?? 0;
    busy += micros;
    add(byModule, module, micros);
    add(byFunction, `${functionName || '(anonymous)'} ${module}:${lineNumber + 1}`, micros);
  });
  const heaviest = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, micros]) =>
          `  ${(micros / requests).toFixed(2).padStart(7)} µs  ${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${name}`,
      );
  return [
    `sampled busy time ${(busy / requests).toFixed(1)} µs a request (the profiler's own cost included); self time by module:`,
    ...heaviest(byModule),
    'heaviest functions (self time):',
    ...heaviest(byFunction),
  ].join('\n');
}

async function profile(server: Server, dir: string): Promise<void> {
  await server.ask('profile-start');
  await fire(server, REQUESTS);
  const { profile } = (await server.ask('profile-stop')) as { profile: CpuProfile };
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${server.name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.info(`\n== ${server.name}: ${file}\n${summarise(profile, REQUESTS)}`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  pinLoadGenerator();
  const servers: Server[] = [];
  try {
    const ours = await startOurs('ours', process.env.BENCH_SERVER ?? path.join(here, '../dist/server.js'));
    servers.push(ours);
    for (const file of process.env.BENCH_OTHER_SERVERS?.split(',') ?? []) {
      servers.push(await startOurs(path.dirname(file), file));
    }
    const body = await (await fetch(ours.url, { headers: ours.headers })).text();
    servers.push(await startBare(body));

    for (const server of servers) await fire(server, WARM_UP_REQUESTS);
    const rounds = new Map<string, Figures[]>(servers.map((server) => [server.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating order, so no server always follows the same one.
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        rounds.get(server.name)!.push(await measure(server));
      }
    }
    if (PROFILE_DIR) for (const server of servers) await profile(server, PROFILE_DIR);

    console.info(
      `\nthe server's work per request (medians of ${ROUNDS} alternating rounds of ${REQUESTS} requests, ${CONNECTIONS} connections, ${body.length} B answer), and bare / ours:`,
    );
    const report = (title: string, figure: (f: Figures) => number | undefined) => {
      const medians = new Map(
        [...rounds].map(([name, values]) => [
          name,
          median(values.map(figure).filter((value): value is number => value !== undefined)),
        ]),
      );
      if (!Number.isFinite(medians.get('bare'))) return;
      console.info(title);
      for (const [name, values] of rounds) {
        const value = medians.get(name)!;
        const ratio = name === 'bare' ? '     ' : (medians.get('bare')! / value).toFixed(2);
        // A round perf could not count (it attaches late on a busy machine) shows as '-'.
        const each = values.map((v) => figure(v)?.toFixed(1) ?? '-').join(', ');
        console.info(`  ${name.padEnd(24)} ${value.toFixed(1).padStart(7)}  ${ratio}  (rounds: ${each})`);
      }
    };
    report('CPU time, µs:', (f) => f.cpu);
    report("the main thread's instructions in user space, thousands:", (f) => f.userInstructions);
    report('... in the kernel, thousands:', (f) => f.kernelInstructions);
    report('... both, thousands:', (f) =>
      f.userInstructions === undefined ? undefined : f.userInstructions + (f.kernelInstructions ?? 0),
    );
  } finally {
    for (const server of servers) await stop(server.child);
  }
}

await main();
