#!/usr/bin/env node
// `pnpm start:ha`: the primary API on :3001, the secondary on :3002, both on one Postgres, and the web app on
// :3000 whose client fails over between them. Kill either API process and the app keeps working.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const postgres = createRequire(path.join(repo, 'apps/api/package.json'))('postgres');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kinora';
const primary = 'http://localhost:3001';
const secondary = 'http://localhost:3002';
const web = 'http://localhost:3000';

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select 1 as ok from pg_database where datname = ${name}`;
    if (!row) {
      await sql.unsafe(`create database "${name.replace(/"/g, '')}"`);
      console.info(`created database ${name}`);
    }
  } finally {
    await sql.end();
  }
}

function start(name, script, env) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) =>
    console.warn(`${name} exited (${signal ?? code}); the others keep running`),
  );
  return child;
}

await ensureDatabase(databaseUrl);
const shared = {
  DATABASE_URL: databaseUrl,
  WEB_ORIGINS: [web, primary, secondary].join(','),
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'kinora-two-instance-development-secret-0123456789',
};
const api = path.join(repo, 'apps/api/dist/server.js');
const children = [
  start('primary API', api, {
    ...shared,
    PORT: '3001',
    PUBLIC_URL: primary,
    PEER_URL: secondary,
    INSTANCE_ROLE: 'primary',
  }),
  start('secondary API', api, {
    ...shared,
    PORT: '3002',
    PUBLIC_URL: secondary,
    PEER_URL: primary,
    INSTANCE_ROLE: 'secondary',
  }),
  start('web app', path.join(repo, 'infra/web-server.mjs'), {
    PORT: '3000',
    API_SERVERS: `${primary},${secondary}`,
  }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
