import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuSecondsOf } from './processes';

/**
 * The bench's premise: the server under test has core 0 to itself and the load generator the rest. Asked in a
 * child process, since pinning the load generator pins whoever calls it.
 */
const canPin = existsSync('/usr/bin/taskset') && availableParallelism() > 1;

describe.skipIf(!canPin)('bench process placement', () => {
  it('starts a server on core 0 even after the load generator has been moved off it', () => {
    const script = `
      import { spawnSync } from 'node:child_process';
      import { pinLoadGenerator, pinned } from ${JSON.stringify(path.join(import.meta.dirname, 'processes.ts'))};
      const cores = () => spawnSync('/usr/bin/taskset', ['-pc', String(process.pid)], { encoding: 'utf8' }).stdout;
      pinLoadGenerator();
      const [command, args] = pinned('/bin/sh', ['-c', '/usr/bin/taskset -pc $$']);
      const server = spawnSync(command, args, { encoding: 'utf8' }).stdout;
      console.log(JSON.stringify({ load: cores(), server }));
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const { load, server } = JSON.parse(child.stdout) as { load: string; server: string };
    expect(server.trim()).toMatch(/affinity list: 0$/);
    expect(load.trim()).not.toMatch(/affinity list: .*\b0\b/);
  });
});

describe.skipIf(!existsSync('/proc/self/stat'))('the CPU time of a server process', () => {
  it('reads the CPU time a child has used, as the child itself counts it', async () => {
    // The child works until it has used 300 ms of CPU by its own count, says so, and waits to be stopped.
    const child = spawn(
      process.execPath,
      ['-e', 'while (process.cpuUsage().user < 300_000); console.log("done"); setInterval(() => {}, 1000);'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await once(child.stdout!, 'data');
      expect(cpuSecondsOf(child)).toBeGreaterThanOrEqual(0.29);
    } finally {
      child.kill();
    }
  });
});
