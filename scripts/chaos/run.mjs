#!/usr/bin/env node
// `pnpm chaos`: the failover chaos run. Three API instances on a fresh Postgres database (as `pnpm start:ha 3`
// runs them); simulated viewers browse and write through the web client's own failover rule, each between two of
// the instances (the three pairs in turn, so every instance serves), while the first and then the second instance
// are killed (SIGKILL: a crash) and restarted: never more than one down, and each comes back. Prints requests
// made, failures seen by viewers after their one retry, writes lost and writes duplicated; exits 1 unless 0 were
// lost, 0 duplicated and under 0.5% of requests failed.
//
// Options (environment): CHAOS_USERS (20), CHAOS_SECONDS (60); `--ci` for the small run of the test suite
// (6 viewers, 30 s). Ports: HA_PRIMARY_PORT, HA_SECONDARY_PORT and the one after it, else E2E_PORT+1, +2 and +3
// (E2E_PORT: 3100).
// Database: a new one named CHAOS_DATABASE_PREFIX (kinora_chaos_) + random, on DATABASE_URL's server
// (default the local one), dropped afterwards.
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createFreshDatabase,
  haPorts,
  instanceUrls,
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
const ports = haPorts(process.env, { web: base + 9, primary: base + 1, secondary: base + 2 });
const INSTANCES = 3;
const urls = instanceUrls(ports, INSTANCES);
/** The two instances viewer `index` knows, primary first: the three pairs in turn. */
const serversOf = (index) => [urls[index % INSTANCES], urls[(index + 1) % INSTANCES]];
const runId = Date.now().toString(36);
const TARGET_FAILURE_SHARE = 0.005;
/** How long the viewers go on after the last restart, at least. */
const AFTER_LAST_RESTART_MS = 2000;

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
const instances = [];
function launch(index) {
  const out = createWriteStream(path.join(logDir, `instance-${index}.log`), { flags: 'a' });
  const child = startApi(index, {
    ports,
    count: INSTANCES,
    databaseUrl: database.url,
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MIN: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  instances[index] = child;
  return waitUntilReady(`${urls[index]}/readyz`);
}

let exitCode = 1;
try {
  log(`${users} viewers for ${seconds} s; instances ${urls.join(', ')}; logs in ${logDir}`);
  await Promise.all(urls.map((_, index) => launch(index)));

  const stats = { requests: 0, failures: 0, confirmedWrites: 0, failureSamples: [] };
  const viewers = [];
  // One after another: the client's first health check is shared by a tab, and these are separate tabs.
  for (let index = 0; index < users; index++) {
    const tab = newTab();
    viewers.push(
      await inTab(tab, async () => ({
        index,
        tab,
        ...(await signUpViewer({ servers: serversOf(index), runId, index })),
      })),
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
  // A restart can take longer than planned on a busy machine; the viewers keep going until the last instance
  // killed is back and has served them a little, so every kill happens under load.
  let chaosUnderWay = true;
  const busy = () => chaosUnderWay;
  const work = viewers.map((viewer) => {
    viewer.ledger = newLedger();
    return inTab(viewer.tab, () =>
      browseAndWrite({ ...viewer, runId, titles, until, busy, stats, ledger: viewer.ledger }),
    );
  });
  const at = (share) => sleep(Math.max(0, until - seconds * 1000 * (1 - share) - Date.now()));
  // Two of the three, one after the other: the first is back before the second goes.
  const chaos = (async () => {
    for (const [index, killAt, restartAt] of [
      [0, 0.15, 0.35],
      [1, 0.55, 0.75],
    ]) {
      await at(killAt);
      log(`killing instance ${index} (${urls[index]}, SIGKILL)`);
      await stop(instances[index], 'SIGKILL');
      await at(restartAt);
      log(`restarting instance ${index}`);
      await launch(index);
      log(`instance ${index} ready`);
    }
    await sleep(AFTER_LAST_RESTART_MS);
    chaosUnderWay = false;
  })();
  await Promise.all([...work, chaos]);

  const { lost, duplicated, problems } = await verifyWrites(database.url, viewers);
  const failedShare = stats.failures / Math.max(1, stats.requests);
  const pass = lost === 0 && duplicated === 0 && failedShare < TARGET_FAILURE_SHARE;
  console.info(
    [
      '',
      'Chaos run report',
      `  viewers, duration:         ${users}, ${seconds} s (3 instances; two of them each killed and restarted once)`,
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
  await Promise.all(instances.map((child) => stop(child)));
  await database.drop();
}
process.exit(exitCode);
