#!/usr/bin/env node
// Runs the API consumer examples (examples/watchlist.ts on the typed client, examples/watchlist.sh with curl)
// against the built API on a fresh in-memory database, and fails unless each one signs in, adds a movie and prints
// a watch-later list holding it. Part of `pnpm test`, so the examples cannot rot.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.EXAMPLES_PORT ?? 3190);
const url = `http://localhost:${port}`;

ensureJq();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kinora-examples-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: 'memory://',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForHealth();
  const runs = [
    [
      'TypeScript (typed client)',
      process.execPath,
      ['--import', 'tsx', path.join(root, 'examples/watchlist.ts')],
    ],
    ['curl', 'bash', [path.join(root, 'examples/watchlist.sh')]],
  ];
  for (const [name, command, args] of runs) {
    const output = execFileSync(command, args, {
      cwd: path.join(root, 'examples'),
      env: { ...process.env, KINORA_URL: url },
      encoding: 'utf8',
    });
    console.info(`--- ${name} example ---\n${output.trimEnd()}`);
    const added = /first "([^"]+)" \((\d+)\)/.exec(output);
    const listed = added && output.includes(`- ${added[1]} [movie ${added[2]}]`);
    if (!/^Signed in as /m.test(output) || !/^Watch later \(1\):$/m.test(output) || !listed) {
      throw new Error(`the ${name} example did not sign in, add a movie and list it`);
    }
  }
  console.info('Examples: ok');
} catch (error) {
  console.error(`Examples failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/cronjob/run`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API did not answer at ${url} within a minute`);
}

/** The curl example reads JSON with jq; installed with apt-get when missing, as Chromium is for the e2e run. */
function ensureJq() {
  try {
    execFileSync('jq', ['--version'], { stdio: 'ignore' });
  } catch {
    console.info("jq not found: installing Debian's jq package...");
    const isRoot = process.getuid?.() === 0;
    const run = (args) =>
      execFileSync(isRoot ? args[0] : 'sudo', isRoot ? args.slice(1) : args, { stdio: 'inherit' });
    try {
      run(['apt-get', 'install', '-y', 'jq']);
    } catch {
      run(['apt-get', 'update']);
      run(['apt-get', 'install', '-y', 'jq']);
    }
  }
}
