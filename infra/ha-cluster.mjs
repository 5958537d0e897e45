// API instances on one Postgres (two by default, any number with `pnpm start:ha N`), and the web app on its own
// port: the pieces of `pnpm start:ha`, shared with the chaos run (scripts/chaos) and the failover journey
// (apps/web/e2e), which kill and restart instances.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repo = path.resolve(import.meta.dirname, '..');
const postgres = createRequire(path.join(repo, 'apps/api/package.json'))('postgres');
const apiEntry = path.join(repo, 'apps/api/dist/server.js');
const webEntry = path.join(repo, 'infra/web-server.mjs');

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/kinora';

/** The three ports: HA_WEB_PORT, HA_PRIMARY_PORT, HA_SECONDARY_PORT, or the documented 3000, 3001, 3002. */
export function haPorts(env = process.env, defaults = { web: 3000, primary: 3001, secondary: 3002 }) {
  return {
    web: Number(env.HA_WEB_PORT ?? defaults.web),
    primary: Number(env.HA_PRIMARY_PORT ?? defaults.primary),
    secondary: Number(env.HA_SECONDARY_PORT ?? defaults.secondary),
  };
}

export function haUrls(ports) {
  return {
    web: `http://localhost:${ports.web}`,
    primary: `http://localhost:${ports.primary}`,
    secondary: `http://localhost:${ports.secondary}`,
  };
}

/** The API instances' addresses, `count` of them: the primary's port, the secondary's, and on from there. */
export function instanceUrls(ports, count) {
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? `http://localhost:${ports.primary}` : `http://localhost:${ports.secondary + index - 1}`,
  );
}

/**
 * The instance count of `pnpm start:ha`: `pnpm start:ha 3`, `pnpm start:ha -- --instances 3` or
 * `--instances=3`; 2 when none is given. Throws on anything but a whole number from 1 to 16.
 */
export function instanceCount(argv) {
  const args = argv.filter((arg) => arg !== '--');
  const flag = args.findIndex((arg) => arg === '--instances' || arg.startsWith('--instances='));
  const given =
    flag === -1
      ? args.find((arg) => !arg.startsWith('-'))
      : args[flag].includes('=')
        ? args[flag].split('=')[1]
        : args[flag + 1];
  if (given === undefined) return 2;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new Error(`the instance count must be a whole number from 1 to 16, not '${given}'`);
  }
  return count;
}

function adminClient(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return postgres(admin.toString(), { max: 1, onnotice: () => {} });
}

const databaseName = (url) => new URL(url).pathname.slice(1).replace(/"/g, '');

/** Creates the database `url` names when it does not exist yet. */
export async function ensureDatabase(url) {
  const sql = adminClient(url);
  try {
    const [row] = await sql`select 1 as ok from pg_database where datname = ${databaseName(url)}`;
    if (!row) await sql.unsafe(`create database "${databaseName(url)}"`);
    return !row;
  } finally {
    await sql.end();
  }
}

/** A fresh, uniquely named database next to `baseUrl`'s (for one run), and how to drop it. */
export async function createFreshDatabase(
  prefix,
  baseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
) {
  const url = new URL(baseUrl);
  url.pathname = `/${prefix}${randomBytes(5).toString('hex')}`;
  await ensureDatabase(url.toString());
  return {
    url: url.toString(),
    async drop() {
      const sql = adminClient(url.toString());
      try {
        await sql.unsafe(`drop database if exists "${databaseName(url.toString())}" with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}

/** The environment of instance `index` of `count` (0 is the primary; each names the next as its peer). */
function apiEnv(index, count, ports, databaseUrl, env) {
  const web = haUrls(ports).web;
  const instances = instanceUrls(ports, Math.max(count, 2));
  const self = instances[index];
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    WEB_ORIGINS: [web, ...instances].join(','),
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'kinora-two-instance-development-secret-0123456789',
    PORT: new URL(self).port,
    PUBLIC_URL: self,
    PEER_URL: instances[(index + 1) % instances.length],
    INSTANCE_ROLE: index === 0 ? 'primary' : 'secondary',
    ...env,
  };
}

/**
 * Starts one API instance: 'primary' or 'secondary' of a pair, or instance `index` (0, 1, 2...) of `count`;
 * `stdio` as for child_process.spawn.
 */
export function startApi(role, { ports, databaseUrl, count = 2, env = {}, stdio = 'inherit' }) {
  const index = role === 'primary' ? 0 : role === 'secondary' ? 1 : role;
  return spawn(process.execPath, [apiEntry], {
    env: apiEnv(index, count, ports, databaseUrl, env),
    stdio,
  });
}

/**
 * Starts the web app's own server. With two instances the client is pointed at both and fails over itself; with
 * three or more the server balances the page's API calls over all of them (infra/balancer.mjs).
 */
export function startWeb({ ports, count = 2, env = {}, stdio = 'inherit' }) {
  return spawn(process.execPath, [webEntry], {
    env: {
      ...process.env,
      PORT: String(ports.web),
      API_SERVERS: instanceUrls(ports, Math.max(count, 2)).join(','),
      BALANCE: String(count > 2),
      ...env,
    },
    stdio,
  });
}

/** Resolves once `url` answers 200 (an instance's /readyz, the web app's page); fails after `timeoutMs`. */
export async function waitUntilReady(url, timeoutMs = 60_000) {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > giveUpAt) throw new Error(`${url} did not become ready in ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Kills `child` and resolves when it is gone. SIGKILL is a crash: no draining, no clean-up. */
export async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}
