import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;

/**
 * On a machine with two or more cores, each server under test gets core 0 to itself and the load generator
 * (this process) the others, so the two never fight over one core and the ratio compares like with like.
 */
const SERVER_CORE = '0';
/**
 * Read once, when this module loads: availableParallelism counts the cores this process may run on, so once
 * pinLoadGenerator has taken core 0 away it answers 1, and a server started after that was left on the load
 * generator's core (so it was from the first bench until 2026-11-27: both shared one core while the other idled).
 */
const CORES = availableParallelism();
const CAN_PIN = existsSync('/usr/bin/taskset') && CORES > 1;
export function pinned(command: string, args: string[]): [string, string[]] {
  return CAN_PIN ? ['/usr/bin/taskset', ['-c', SERVER_CORE, command, ...args]] : [command, args];
}

/**
 * Every thread of this process, not only the main one: V8's garbage-collection helpers and libuv's pool would
 * otherwise run on the server's core and slow the server down by as much as a half (seen here).
 */
export function pinLoadGenerator(): void {
  if (CAN_PIN) {
    spawnSync('/usr/bin/taskset', ['-a', '-pc', `1-${CORES - 1}`, String(process.pid)], {
      stdio: 'ignore',
    });
  }
}

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * The CPU time (user and system, in seconds) a child process has used so far, read from /proc; undefined where
 * there is no /proc. Over a load round, its growth divided by the round's length is how busy the server kept its
 * core: a server short of 100% was not what set the pace.
 */
export function cpuSecondsOf(child: ChildProcess): number | undefined {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** How the bench runs a built server: on `port`, a fresh in-memory database, the demo catalogue, no logs. */
export function benchServerEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MIN: '100000',
    NODE_ENV: 'development',
  };
}

/** The real built server (`pnpm build` first) on a fresh in-memory database with the demo catalogue. */
export async function startKinora(port: number): Promise<ChildProcess> {
  const [command, args] = pinned(process.execPath, [path.join(here, '../dist/server.js')]);
  const child = spawn(command, args, {
    env: benchServerEnv(port),
    stdio: 'inherit',
  });
  await waitForHealth(`http://127.0.0.1:${port}/cronjob/run`);
  return child;
}

export async function startBareServer(body: string): Promise<{ child: ChildProcess; port: number }> {
  const [command, args] = pinned(process.execPath, ['--import', 'tsx', path.join(here, 'bare-server.ts')]);
  const child = spawn(command, args, {
    env: { ...process.env, BENCH_BODY: body },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m) => resolve((m as { port: number }).port)),
  );
  return { child, port };
}

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
