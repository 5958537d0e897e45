import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_TYPES_FILE, renderRouterTypes } from './router-types/render-router-types';

/**
 * `pnpm --filter @kinora/api router-types`: writes the router's public type for the typed client
 * (packages/client/src/generated/app-router.gen.ts). With `--check` it only says whether the file is up to date.
 */
const text = renderRouterTypes();
const where = path.relative(process.cwd(), ROUTER_TYPES_FILE);
if (process.argv.includes('--check')) {
  const current = readFileSync(ROUTER_TYPES_FILE, 'utf8');
  if (current !== text) {
    console.error(`${where} is stale: run \`pnpm --filter @kinora/api router-types\``);
    process.exit(1);
  }
  console.info(`${where} is up to date`);
} else {
  writeFileSync(ROUTER_TYPES_FILE, text);
  console.info(`wrote ${where} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KB)`);
}
