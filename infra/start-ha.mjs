#!/usr/bin/env node
// `pnpm start:ha`: the primary API, the secondary API, both on one Postgres, and the web app whose client fails
// over between them. Ports: HA_WEB_PORT (3000), HA_PRIMARY_PORT (3001), HA_SECONDARY_PORT (3002). Kill either
// API process and the app keeps working.
import { DEFAULT_DATABASE_URL, ensureDatabase, haPorts, haUrls, startApi, startWeb } from './ha-cluster.mjs';

const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const ports = haPorts();

if (await ensureDatabase(databaseUrl))
  console.info(`created database ${new URL(databaseUrl).pathname.slice(1)}`);

function watch(name, child) {
  child.on('exit', (code, signal) =>
    console.warn(`${name} exited (${signal ?? code}); the others keep running`),
  );
  return child;
}

const children = [
  watch('primary API', startApi('primary', { ports, databaseUrl })),
  watch('secondary API', startApi('secondary', { ports, databaseUrl })),
  watch('web app', startWeb({ ports })),
];
const urls = haUrls(ports);
console.info(
  `Kinora two-instance mode: web ${urls.web}, primary ${urls.primary}, secondary ${urls.secondary}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
