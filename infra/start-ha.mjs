#!/usr/bin/env node
// `pnpm start:ha [N]`: N API instances (2 unless given: `pnpm start:ha 3`, or `pnpm start:ha -- --instances 3`)
// on one Postgres (and one Redis when REDIS_URL is set), and the web app. Two instances: the browser client
// fails over between them itself. Three or more: the web server balances the page's API calls over all of them.
// Ports: HA_WEB_PORT (3000), HA_PRIMARY_PORT (3001), HA_SECONDARY_PORT (3002) and on from there for the others.
// Kill any API process and the app keeps working.
import {
  DEFAULT_DATABASE_URL,
  ensureDatabase,
  haPorts,
  haUrls,
  instanceCount,
  instanceUrls,
  startApi,
  startWeb,
} from './ha-cluster.mjs';

let count;
try {
  count = instanceCount(process.argv.slice(2));
} catch (error) {
  console.error(`pnpm start:ha: ${error.message}`);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const ports = haPorts();
const web = haUrls(ports).web;
// Behind the balancer the instances see its address: they take the viewer's from X-Forwarded-For (loopback
// only), and links in mails point at the page's origin.
const balancedEnv = count > 2 ? { TRUST_PROXY: 'loopback', PUBLIC_URL: web } : {};

if (await ensureDatabase(databaseUrl))
  console.info(`created database ${new URL(databaseUrl).pathname.slice(1)}`);

function watch(name, child) {
  child.on('exit', (code, signal) =>
    console.warn(`${name} exited (${signal ?? code}); the others keep running`),
  );
  return child;
}

const apis = instanceUrls(ports, count);
const children = [
  ...apis.map((url, index) =>
    watch(`API ${url}`, startApi(index, { ports, databaseUrl, count, env: balancedEnv })),
  ),
  watch('web app', startWeb({ ports, count })),
];
console.info(
  count > 2
    ? `Kinora with ${count} API instances (${apis.join(', ')}) behind the web app's balancer: ${web}`
    : `Kinora ${count === 1 ? 'one-instance' : 'two-instance'} mode: web ${web}, API ${apis.join(', ')}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
