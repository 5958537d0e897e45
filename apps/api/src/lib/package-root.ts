import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found by walking up from this module: the same code runs from `src/` (tsx, vitest)
 * and bundled into `dist/`, so relative paths to assets such as migrations differ.
 */
export function apiPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the apps/api folder (drizzle/meta/_journal.json is missing)');
    dir = parent;
  }
}
