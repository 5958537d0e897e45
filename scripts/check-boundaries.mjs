#!/usr/bin/env node
// The import rules that keep the code's layers apart, checked on every `pnpm lint` (Biome has no rule that can say
// "this folder may not import that sibling folder"). dependency-cruiser reads and resolves the imports and checks
// the rules below; the rules and why they exist: docs/architecture.md ("Boundaries") and decision 006.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const WEB = '^apps/web/src/';
const API = '^apps/api/src/';
/** A web file that is not a test: tests may use the test helpers. */
const WEB_NON_TEST = `${WEB}(?!test/)(?!.*\\.test\\.tsx?$)`;
/** The app shell: what composes the features. */
const SHELL = `${WEB}(app|bootstrap)(/|$)`;

/**
 * The rules, in dependency-cruiser's terms: `$1` in a `to` stands for what the `from` pattern's first group
 * matched (the importing file's own feature or area). A relative import is `local` and not `aliased` (an `@/`
 * import resolves to a local file too).
 */
const FORBIDDEN = [
  {
    name: 'feature-imports-feature',
    from: { path: `${WEB}features/([^/]+)/` },
    to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
  },
  { name: 'feature-imports-shell', from: { path: `${WEB}features/` }, to: { path: SHELL } },
  {
    name: 'component-calls-api',
    from: { path: `${WEB}components/` },
    to: { path: `${WEB}lib/trpc\\.(ts|tsx)$`, reachable: true },
  },
  {
    name: 'shared-imports-feature',
    from: { path: `${WEB}(components|lib)/` },
    to: { path: `${WEB}(features|app|bootstrap)(/|$)` },
  },
  { name: 'non-test-imports-test', from: { path: WEB_NON_TEST }, to: { path: `${WEB}test/` } },
  {
    name: 'relative-across-feature',
    from: { path: `${WEB}features/([^/]+)/` },
    to: {
      path: WEB,
      pathNot: `${WEB}features/$1/`,
      dependencyTypes: ['local'],
      dependencyTypesNot: ['aliased'],
    },
  },
  {
    name: 'relative-across-area',
    from: { path: `${WEB}(?!features/)([^/]+)/` },
    to: { path: WEB, pathNot: `${WEB}$1/`, dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
  },
  {
    name: 'relative-from-entry',
    from: { path: `${WEB}[^/]+$` },
    to: { path: `${WEB}[^/]+/`, dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
  },
  {
    name: 'web-imports-api',
    from: { path: WEB },
    to: { path: '^(apps/api/|@kinora/api(/|$)|node_modules/@kinora/api/)' },
  },
  {
    name: 'service-imports-door',
    from: { path: `${API}services/[^/]+/` },
    to: { path: `${API}((trpc|rest|plugins)/|app\\.ts$)` },
  },
  { name: 'plugin-imports-trpc', from: { path: `${API}plugins/` }, to: { path: `${API}trpc/` } },
  {
    name: 'shared-service-imports-service',
    from: { path: `${API}services/shared/` },
    to: { path: `${API}services/(?!shared/)[^/]+/` },
  },
];

/** Why each rule exists, as the message names the fix. `file` and `target` are relative to the app's src/. */
const WHY = {
  'feature-imports-feature': ({ from, to }) =>
    `features never import each other (${webArea(from)} -> ${webArea(to)}); compose them in app/ instead`,
  'feature-imports-shell': () => 'features do not import the app shell',
  'component-calls-api': () =>
    'shared components do not call the API; take the action from the feature that uses the component',
  'shared-imports-feature': ({ from }) =>
    `${webArea(from)}/ is shared by every feature and may not depend on one`,
  'non-test-imports-test': () => 'only tests use the test helpers',
  'relative-across-feature': relativeWhy,
  'relative-across-area': relativeWhy,
  'relative-from-entry': relativeWhy,
  'web-imports-api': () =>
    "the web app knows the API only through the typed client's contract; import it from '@kinora/client'",
  'service-imports-door': () => 'services know nothing about a door (tRPC, REST, Fastify plugins)',
  'plugin-imports-trpc': () =>
    "Fastify plugins know nothing of tRPC's procedures; app.ts passes them what they need (e.g. prefetchHome)",
  'shared-service-imports-service': () =>
    'services/shared is the neutral place: it imports no other service folder',
};

function relativeWhy({ from, to }) {
  return `reaches outside ${webArea(from)}/ by a relative path; use '@/${withoutExtension(to)}'`;
}

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const withoutExtension = (file) => file.replace(SOURCE, '');

/**
 * The web app's areas: `features/<name>` is one area each, every other top-level folder is one, and the entry
 * files at the top (main.tsx, styles.css) are one.
 */
function webArea(file) {
  const [top, name, rest] = file.split('/');
  if (top === 'features' && rest !== undefined) return `features/${name}`;
  return name === undefined ? '.' : top;
}

/** `apps/web/src/x` -> { app: 'apps/web/src/', file: 'x' } (null for a path outside the two apps). */
function inApp(file) {
  const match = /^(apps\/(?:web|api)\/src\/)(.*)$/.exec(file);
  return match ? { app: match[1], file: match[2] } : null;
}

/** The service folder of a file under apps/api/src (`services/<folder>/...`), or null. */
function serviceFolder(file) {
  const [top, name, rest] = file.split('/');
  return top === 'services' && rest !== undefined ? name : null;
}

/**
 * Two service folders that import each other, each pair once. dependency-cruiser finds cycles between modules
 * (and its folder-scoped rules any cycle through folders, nested ones included), not "these two folders import
 * each other, whatever the files", so this rule reads its resolved graph here.
 */
function serviceFolderPairs(modules) {
  const edges = new Map();
  for (const module of modules) {
    const where = inApp(module.source);
    if (where?.app !== 'apps/api/src/') continue;
    const fromFolder = serviceFolder(where.file);
    if (fromFolder === null) continue;
    for (const dependency of module.dependencies) {
      const target = inApp(dependency.resolved);
      if (target?.app !== 'apps/api/src/') continue;
      const toFolder = serviceFolder(target.file);
      if (toFolder === null || toFolder === fromFolder) continue;
      if (!edges.has(fromFolder)) edges.set(fromFolder, new Map());
      edges.get(fromFolder).set(toFolder, where.file);
    }
  }
  const problems = [];
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

/** The import in `from` that leads to `to`: the module name as written, or `to` itself when not found. */
function specifierOf(modules, from, firstHop) {
  const module = modules.find((m) => m.source === from);
  return module?.dependencies.find((d) => d.resolved === firstHop)?.module ?? firstHop;
}

/** All violations in the repository at `root`, one message each. */
export async function checkBoundaries(root) {
  const apps = ['apps/web/src', 'apps/api/src'];
  const { output } = await cruise(
    apps,
    {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: FORBIDDEN.map((rule) => ({ severity: 'error', ...rule })) },
      // Type-only imports count: a type from another layer ties the code to it just the same.
      tsPreCompilationDeps: true,
      exclude: { path: '(^|/)(node_modules|dist)/' },
      doNotFollow: { path: '(^|/)node_modules/|^packages/' },
      outputType: 'json',
    },
    // The web app's `@/` alias (apps/web/tsconfig.json `paths`), declared here too so any tree resolves it.
    { alias: { '@': path.join(root, 'apps/web/src') } },
  );
  const result = typeof output === 'string' ? JSON.parse(output) : output;
  const modules = result.modules;
  const problems = result.summary.violations.map((violation) => {
    const from = inApp(violation.from);
    const to = inApp(violation.to);
    const firstHop = violation.via?.[0]?.name ?? violation.to;
    const why = WHY[violation.rule.name]({ from: from.file, to: to?.file ?? violation.to });
    return `${from.app}${from.file}: imports '${specifierOf(modules, violation.from, firstHop)}': ${why}`;
  });
  return [...new Set(problems)].concat(serviceFolderPairs(modules));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = await checkBoundaries(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} import boundary violation(s); see "Boundaries" in docs/architecture.md.`,
    );
    process.exit(1);
  }
  console.info('Import boundaries: ok');
}
