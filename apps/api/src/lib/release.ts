import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPackageRoot } from './package-root';

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * What this build calls itself on the status page: the API package's version and the newest migration it carries.
 * During a rolling upgrade the migration tells the old instances from the new ones even when the version does not.
 */
export function releaseName(): string {
  const root = apiPackageRoot();
  const pkg = readJson(path.join(root, 'package.json')) as { version?: unknown } | undefined;
  const journal = readJson(path.join(root, 'drizzle', 'meta', '_journal.json')) as
    | { entries?: Array<{ tag?: unknown }> }
    | undefined;
  const version = typeof pkg?.version === 'string' ? pkg.version : 'unknown';
  const schema = journal?.entries?.at(-1)?.tag;
  return typeof schema === 'string' ? `${version} (schema ${schema})` : version;
}
