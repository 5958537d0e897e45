#!/usr/bin/env node
// `pnpm chaos`: the failover chaos run. Two API instances on a fresh Postgres database (as `pnpm start:ha` runs
// them); simulated viewers browse and write through the web client's own failover rule while the primary and
// then the secondary are killed (SIGKILL: a crash) and restarted. Prints requests made, failures seen by viewers
// after their one retry, writes lost and writes duplicated; exits 1 unless 0 were lost, 0 duplicated and under
// 0.5% of requests failed.
//
// Options (environment): CHAOS_USERS (20), CHAOS_SECONDS (60); `--ci` for the small run of the test suite
// (6 viewers, 30 s). Ports: HA_PRIMARY_PORT / HA_SECONDARY_PORT, else E2E_PORT+1 / E2E_PORT+2 (E2E_PORT: 3100).
// Database: a new one named CHAOS_DATABASE_PREFIX (kinora_chaos_) + random, on DATABASE_URL's server
// (default the local one), dropped afterwards.
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createFreshDatabase,
  haPorts,
  haUrls,
  startApi,
  stop,
  waitUntilReady,
} from '../../infra/ha-cluster.mjs';
import { installBrowserGlobals, inTab, newTab } from './browser-shim.mjs';
import { browseAndWrite, newLedger, signUpViewer } from './user.mjs';
import { verifyWrites } from './verify.mjs';

const ci = process.argv.includes('--ci');
const users = Number(process.env.CHAOS_USERS ?? (ci ? 6 : 20));
const seconds = Number(process.env.CHAOS_SECONDS ?? (ci ? 30 : 60));
const base = Number(process.env.E2E_PORT ?? 3100);
const ports = haPorts(process.env, { web: base + 3, primary: base + 1, secondary: base + 2 });
const urls = haUrls(ports);
const servers = [urls.primary, urls.secondary];
const runId = Date.now().toString(36);
const TARGET_FAILURE_SHARE = 0.005;

const logDir = mkdtempSync(path.join(tmpdir(), 'kinora-chaos-'));
const started = Date.now();
const log = (message) =>
  console.info(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

let failovers = 0;
const warn = console.warn;
console.warn = (...args) => {
  // The client's own note on each switch of server (apps/web/src/lib/servers.ts): counted, not printed.
  if (String(args[0]).startsWith('Kinora:')) failovers += 1;
  else warn(...args);
};

installBrowserGlobals();
const database = await createFreshDatabase(process.env.CHAOS_DATABASE_PREFIX ?? 'kinora_chaos_').catch(
  (error) => {
    // Like the Postgres integration tests: a machine without the server skips the test suite's run, loudly; CI and
    // a deliberate `pnpm chaos` fail.
    if (ci && !process.env.CI) {
      console.warn(
        `\n!!! Postgres is not reachable (${error.code ?? error.message}): SKIPPING the chaos run !!!\n`,
      );
      process.exit(0);
    }
    console.error(
      `Chaos run: cannot create its database (${error.code ?? error.message}); is Postgres running?`,
    );
    process.exit(1);
  },
);
const instances = {};
function launch(role) {
  const out = createWriteStream(path.join(logDir, `${role}.log`), { flags: 'a' });
  const child = startApi(role, {
    ports,
    databaseUrl: database.url,
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MIN: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  instances[role] = child;
  return waitUntilReady(`${servers[role === 'primary' ? 0 : 1]}/readyz`);
}

let exitCode = 1;
try {
  log(
    `${users} viewers for ${seconds} s; primary ${urls.primary}, secondary ${urls.secondary}; logs in ${logDir}`,
  );
  await Promise.all([launch('primary'), launch('secondary')]);

  const stats = { requests: 0, failures: 0, confirmedWrites: 0, failureSamples: [] };
  const viewers = [];
  // One after another: the client's first health check is shared by a tab, and these are separate tabs.
  for (let index = 0; index < users; index++) {
    const tab = newTab();
    viewers.push(
      await inTab(tab, async () => ({ index, tab, ...(await signUpViewer({ servers, runId, index })) })),
    );
  }
  const titles = await inTab(viewers[0].tab, async () => {
    const { client } = viewers[0];
    const pages = await Promise.all(
      [1, 2, 3].map((page) => client.catalogue.trending.query({ media: 'movie', page })),
    );
    return [...new Set(pages.flatMap((page) => page.results.map((item) => item.id)))];
  });
  log(`${viewers.length} viewers signed up; ${titles.length} titles to pick from`);

  const until = Date.now() + seconds * 1000;
  const work = viewers.map((viewer) => {
    viewer.ledger = newLedger();
    return inTab(viewer.tab, () =>
      browseAndWrite({ ...viewer, runId, titles, until, stats, ledger: viewer.ledger }),
    );
  });
  const at = (share) => sleep(Math.max(0, until - seconds * 1000 * (1 - share) - Date.now()));
  const chaos = (async () => {
    await at(0.15);
    log('killing the primary (SIGKILL)');
    await stop(instances.primary, 'SIGKILL');
    await at(0.35);
    log('restarting the primary');
    await launch('primary');
    log('primary ready');
    await at(0.55);
    log('killing the secondary (SIGKILL)');
    await stop(instances.secondary, 'SIGKILL');
    await at(0.75);
    log('restarting the secondary');
    await launch('secondary');
    log('secondary ready');
  })();
  await Promise.all([...work, chaos]);

  const { lost, duplicated, problems } = await verifyWrites(database.url, viewers);
  const failedShare = stats.failures / Math.max(1, stats.requests);
  const pass = lost === 0 && duplicated === 0 && failedShare < TARGET_FAILURE_SHARE;
  console.info(
    [
      '',
      'Chaos run report',
      `  viewers, duration:         ${users}, ${seconds} s (primary and secondary each killed and restarted once)`,
      `  requests made:             ${stats.requests}`,
      `  failovers to the other:    ${failovers}`,
      `  failures seen by viewers:  ${stats.failures} (${(failedShare * 100).toFixed(2)}%) after their one retry`,
      `  writes confirmed:          ${stats.confirmedWrites}`,
      `  writes lost:               ${lost}`,
      `  writes duplicated:         ${duplicated}`,
      `  result:                    ${pass ? 'PASS' : 'FAIL'} (target: 0 lost, 0 duplicated, under 0.5% failed)`,
      ...stats.failureSamples.map((sample) => `  failure: ${sample}`),
      ...problems.slice(0, 10).map((problem) => `  problem: ${problem}`),
    ].join('\n'),
  );
  exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(`Chaos run could not complete: ${error.stack ?? error}\n(instance logs in ${logDir})`);
} finally {
  await Promise.all(Object.values(instances).map((child) => stop(child)));
  await database.drop();
}
process.exit(exitCode);
