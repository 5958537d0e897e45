import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
/** tsx as a loader inside one node process (its CLI would put a second process in between). */
const tsxLoader = import.meta.resolve('tsx');

export type ServerProcess = {
  child: ChildProcess;
  /** Resolves with the port once the server listens; rejects with its output if it exits first. */
  listening: Promise<number>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  stdout(): string;
  stderr(): string;
};

/**
 * Permissions do not bind root. A root test run that needs them to bind starts the server as root without the
 * power to override them (setpriv drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH), rather than as another user:
 * another user may not even be able to read the checkout (a clone in a private temporary folder).
 */
const BOUND_BY_PERMISSIONS = [
  '/usr/bin/setpriv',
  '--inh-caps=-dac_override,-dac_read_search',
  '--bounding-set=-dac_override,-dac_read_search',
  '--',
];

/** The real server (src/server.ts) in its own process, on a free port of 127.0.0.1. */
export function spawnServer(env: Record<string, string>, options: { boundByPermissions?: boolean } = {}) {
  const node = [process.execPath, '--import', tsxLoader, serverEntry];
  const [command, ...args] =
    options.boundByPermissions && process.getuid?.() === 0 ? [...BOUND_BY_PERMISSIONS, ...node] : node;
  const child = spawn(command!, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const listening = new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = `${stdout}${stderr}`.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onData();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onData();
    });
    exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${stdout}${stderr}`)));
  });
  // Tests that expect an early exit never await `listening`.
  listening.catch(() => {});
  return { child, listening, exited, stdout: () => stdout, stderr: () => stderr } satisfies ServerProcess;
}
