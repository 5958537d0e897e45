#!/usr/bin/env node
// The import rules that keep the code's layers apart, checked on every `pnpm lint` (Biome has no rule that can say
// "this folder may not import that sibling folder"). The rules and why they exist: docs/architecture.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

/** Static imports and re-exports (one statement each, never crossing a `;`) and dynamic `import('...')`. */
const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?(?:\*|\{)[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
];

export function importsOf(text) {
  const found = new Set();
  for (const pattern of IMPORT_PATTERNS) for (const match of text.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

function listFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

/** Every import of every source file under `srcDir`, as paths relative to `srcDir` (null for packages). */
function importGraph(srcDir, alias) {
  return listFiles(srcDir).map((file) => {
    const from = path.relative(srcDir, file).split(path.sep).join('/');
    const specifiers = importsOf(readFileSync(file, 'utf8'));
    const imports = specifiers.map((specifier) => {
      let target = null;
      if (specifier.startsWith('.'))
        target = path.relative(srcDir, path.resolve(path.dirname(file), specifier));
      else if (alias && specifier.startsWith(alias)) target = specifier.slice(alias.length);
      return { specifier, target: target?.split(path.sep).join('/') ?? null };
    });
    return { from, imports };
  });
}

/**
 * The web app's areas: `features/<name>` is one area each, every other top-level folder is one, and the entry
 * files at the top (main.tsx, styles.css) are one.
 */
function webArea(file) {
  const [top, name, rest] = file.split('/');
  if (top === 'features' && rest !== undefined) return `features/${name}`;
  return name === undefined ? '.' : top;
}

const withoutExtension = (file) => file.replace(SOURCE, '');

/** The modules that reach the API: the tRPC client and everything that imports it, directly or not. */
function apiModules(graph) {
  const importers = new Map();
  for (const { from, imports } of graph) {
    for (const { target } of imports) {
      if (target === null) continue;
      const key = withoutExtension(target);
      if (!importers.has(key)) importers.set(key, []);
      importers.get(key).push(withoutExtension(from));
    }
  }
  const reached = new Set(['lib/trpc']);
  const queue = ['lib/trpc'];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (!reached.has(importer)) {
        reached.add(importer);
        queue.push(importer);
      }
    }
  }
  return reached;
}

/** The rules for apps/web/src: one message per import that breaks one. */
export function webViolations(graph) {
  const problems = [];
  const callsApi = apiModules(graph);
  for (const { from, imports } of graph) {
    const fromArea = webArea(from);
    const isTest = TEST_FILE.test(from) || fromArea === 'test';
    for (const { specifier, target } of imports) {
      const say = (why) => problems.push(`apps/web/src/${from}: imports '${specifier}': ${why}`);
      if (/^@kinora\/api(\/|$)/.test(specifier)) {
        say(
          "the web app knows the API only through the typed client's contract; import it from '@kinora/client'",
        );
      }
      if (target === null) continue;
      const toArea = webArea(target);
      if (specifier.startsWith('.') && toArea !== fromArea) {
        say(`reaches outside ${fromArea}/ by a relative path; use '@/${target}'`);
      }
      if (fromArea.startsWith('features/') && toArea.startsWith('features/') && toArea !== fromArea) {
        say(`features never import each other (${fromArea} -> ${toArea}); compose them in app/ instead`);
      }
      if (fromArea.startsWith('features/') && (toArea === 'app' || toArea === 'bootstrap')) {
        say('features do not import the app shell');
      }
      if (fromArea === 'components' && callsApi.has(withoutExtension(target))) {
        say(
          'shared components do not call the API; take the action from the feature that uses the component',
        );
      }
      if (
        (fromArea === 'components' || fromArea === 'lib') &&
        /^(features|app|bootstrap)(\/|$)/.test(toArea)
      ) {
        say(`${fromArea}/ is shared by every feature and may not depend on one`);
      }
      if (toArea === 'test' && !isTest) say('only tests use the test helpers');
    }
  }
  return problems;
}

/** The service folder of a file under apps/api/src (`services/<folder>/...`), or null. */
function serviceFolder(file) {
  const [top, name] = file.split('/');
  return top === 'services' && name && !SOURCE.test(name) ? name : null;
}

/** The rules for apps/api/src. */
export function apiViolations(graph) {
  const problems = [];
  const edges = new Map();
  for (const { from, imports } of graph) {
    const fromFolder = serviceFolder(from);
    if (fromFolder === null) continue;
    for (const { specifier, target } of imports) {
      if (target === null) continue;
      const say = (why) => problems.push(`apps/api/src/${from}: imports '${specifier}': ${why}`);
      if (/^(trpc|rest|plugins)(\/|$)|^app(\.ts)?$/.test(target)) {
        say('services know nothing about a door (tRPC, REST, Fastify plugins)');
      }
      const toFolder = serviceFolder(target);
      if (toFolder === null || toFolder === fromFolder) continue;
      if (fromFolder === 'shared')
        say('services/shared is the neutral place: it imports no other service folder');
      if (!edges.has(fromFolder)) edges.set(fromFolder, new Map());
      edges.get(fromFolder).set(toFolder, from);
    }
  }
  for (const [a, targets] of edges) {
    for (const [b, file] of targets) {
      const back = edges.get(b)?.get(a);
      if (back && a < b) {
        problems.push(
          `apps/api/src/services: ${a}/ and ${b}/ import each other (${file} and ${back}); ` +
            'move what both need to services/shared or db/',
        );
      }
    }
  }
  return problems;
}

/** All violations in the repository at `root`. */
export function checkBoundaries(root) {
  return [
    ...webViolations(importGraph(path.join(root, 'apps/web/src'), '@/')),
    ...apiViolations(importGraph(path.join(root, 'apps/api/src'), null)),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkBoundaries(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} import boundary violation(s); see "Boundaries" in docs/architecture.md.`,
    );
    process.exit(1);
  }
  console.info('Import boundaries: ok');
}
