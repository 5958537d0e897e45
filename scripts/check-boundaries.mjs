#!/usr/bin/env node
// The import rules that keep the code's layers apart, checked on every `pnpm lint` (Biome has no rule that can say
// "this folder may not import that sibling folder"). dependency-cruiser reads and resolves the imports and checks
// the rules below; the rules and why they exist: docs/architecture.md ("Boundaries") and decision 006.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const WEB = '^apps/web/src/';
const API = '^apps/api/src/';
/** A web file that is not a test: tests may use the test helpers. */
const WEB_NON_TEST = `${WEB}(?!test/)(?!.*\\.test\\.tsx?$)`;
/** The app shell: what composes the features. */
const SHELL = `${WEB}(app|bootstrap)(/|$)`;
/** An app, resolved (`apps/api/...`) or, where it cannot be resolved, by its package name. */
const APPS = '^(apps/|@kinora/(api|web)(/|$)|node_modules/@kinora/(api|web)/)';
/** The apps' package names: no package depends on one. */
const APP_NAMES = ['@kinora/api', '@kinora/web'];
/**
 * The packages' layers, lowest first: which other workspace packages each may import. The apps sit above them all,
 * and no package knows one, not even as a type: the typed client's router type is its own generated file
 * (`pnpm --filter @kinora/api router-types`, decision 018).
 */
const PACKAGE_USES = { domain: [], game: ['domain'], tmdb: ['domain'], client: ['domain'] };
/** The domain's zod schemas (`@kinora/domain/schemas`), resolved or by name. */
const SCHEMAS =
  '^(packages/domain/src/schemas/|@kinora/domain/schemas$|node_modules/@kinora/domain/src/schemas/)';
/** A cycle only of imports that stay at run time: a type-only import is erased and orders nothing. */
const TYPE_ONLY = ['type-only', 'type-import'];

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
    to: { path: `${WEB}(features|app|bootstrap)(/|$)`, pathNot: `${WEB}features/[^/]+/locales/` },
  },
  {
    // lib/i18n/namespaces.ts types each namespace's keys from its English catalogue: a type-only import of a
    // data file, erased at build (decision 016). Any other import of a feature from the shared code stays refused.
    name: 'shared-imports-feature',
    from: { path: `${WEB}(components|lib)/` },
    to: { path: `${WEB}features/[^/]+/locales/`, dependencyTypesNot: TYPE_ONLY },
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
    name: 'web-imports-schemas',
    from: { path: WEB },
    to: { path: SCHEMAS },
  },
  // Tests included: a test that starts an app belongs to that app (apps/api/test/typed-client.test.ts).
  { name: 'package-imports-app', from: { path: '^packages/' }, to: { path: APPS } },
  ...Object.entries(PACKAGE_USES).map(([name, uses]) => ({
    name: 'package-imports-package',
    from: { path: `^packages/${name}/` },
    to: {
      path: '^(packages/|@kinora/(?!api(/|$)|web(/|$)))',
      pathNot: `^(packages/|@kinora/)(${[name, ...uses].join('|')})(/|$)`,
    },
  })),
  {
    name: 'circular',
    from: {},
    to: { circular: true, dependencyTypesNot: TYPE_ONLY, viaOnly: { dependencyTypesNot: TYPE_ONLY } },
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
  'web-imports-schemas': () =>
    "pages never check data with zod (the server does); import the domain's root, '@kinora/domain', which holds the types",
  'package-imports-app': () =>
    'a package sits below the apps and never imports one, not even a type or in a test; the typed client ' +
    'takes the router type from its own generated file (`pnpm --filter @kinora/api router-types`)',
  'package-imports-package': ({ fromPath, toPath }) =>
    `${packageOf(fromPath)} may import only ${usesOf(packageOf(fromPath))}, not ${packageOf(toPath)} ` +
    "(the packages' layers, lowest first: domain; game, tmdb, client)",
  circular: ({ cycle }) =>
    `closes an import cycle (${cycle.join(' -> ')}); move what both sides need into a module of its own`,
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

/**
 * `apps/web/src/x` -> { app: 'apps/web/src/', file: 'x' }, the same for a package's src/ (null for a path outside
 * them).
 */
function inApp(file) {
  const match = /^((?:apps\/(?:web|api)|packages\/[^/]+)\/src\/)(.*)$/.exec(file);
  return match ? { app: match[1], file: match[2] } : null;
}

/** The workspace package of a path (`packages/<name>/...`) or import (`@kinora/<name>/...`). */
function packageOf(file) {
  return file
    .split('/')
    .slice(0, 2)
    .join('/')
    .replace(/^@kinora\//, 'packages/');
}

/** What a package may import, in words. */
function usesOf(pkg) {
  const uses = PACKAGE_USES[pkg.split('/')[1]] ?? [];
  return uses.length === 0 ? 'no other workspace package' : uses.map((name) => `@kinora/${name}`).join(', ');
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

/** Whether a resolved dependency stays at run time (a type-only import is erased). */
const atRunTime = (dependency) => !dependency.dependencyTypes.some((type) => TYPE_ONLY.includes(type));

/**
 * Each import by which a page leaves the web app into a module that loads zod at run time, through the domain's
 * schemas or zod itself, however deep in a package (the game engine's replay check reads a schema). A
 * dependency-cruiser `reachable` rule would follow type-only imports too, and the domain's root re-exports the
 * schemas' types, so the walk is here.
 */
function pagesReachingZod(modules) {
  const bySource = new Map(modules.map((module) => [module.source, module]));
  const zod = new RegExp(`${SCHEMAS}|(^|/)node_modules/(\\.pnpm/)?zod[@/]|^zod$`);
  const schemas = new RegExp(SCHEMAS);
  const memo = new Map();
  /** The run-time path from `source` to zod, or null. */
  const pathToZod = (source) => {
    if (memo.has(source)) return memo.get(source);
    memo.set(source, null);
    let found = null;
    for (const dependency of bySource.get(source)?.dependencies ?? []) {
      if (!atRunTime(dependency)) continue;
      const next = zod.test(dependency.resolved) ? [] : pathToZod(dependency.resolved);
      if (next) {
        found = [dependency.resolved, ...next];
        break;
      }
    }
    memo.set(source, found);
    return found;
  };
  const problems = [];
  for (const module of modules) {
    if (!module.source.startsWith('apps/web/src/')) continue;
    for (const dependency of module.dependencies) {
      // A direct import of the schemas is the 'web-imports-schemas' rule's.
      if (dependency.resolved.startsWith('apps/web/') || schemas.test(dependency.resolved)) continue;
      if (!atRunTime(dependency)) continue;
      const rest = zod.test(dependency.resolved) ? [] : pathToZod(dependency.resolved);
      if (rest) {
        const route = [dependency.resolved, ...rest];
        problems.push(
          `${module.source}: imports '${dependency.module}', which loads zod at run time (${route.join(' -> ')}); ` +
            'pages never check data with zod: import only what is zod-free',
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

/**
 * Each package whose package.json depends on an app. An import is caught above, but a dependency alone already
 * makes the package's install and build wait on the app (and turbo's graph say so).
 */
function packagesDependingOnApps(root) {
  const problems = [];
  for (const name of Object.keys(PACKAGE_USES)) {
    const file = path.join(root, 'packages', name, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const app of APP_NAMES.filter((app) => manifest[field]?.[app] !== undefined)) {
        problems.push(
          `packages/${name}/package.json: ${field} has '${app}': a package never depends on an app; ` +
            "the typed client's router type is generated into it (`pnpm --filter @kinora/api router-types`)",
        );
      }
    }
  }
  return problems;
}

/** All violations in the repository at `root`, one message each. */
export async function checkBoundaries(root) {
  const sources = [
    'apps/web/src',
    'apps/api/src',
    ...Object.keys(PACKAGE_USES).map((name) => `packages/${name}/src`),
  ];
  const { output } = await cruise(
    sources.filter((source) => existsSync(path.join(root, source))),
    {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: FORBIDDEN.map((rule) => ({ severity: 'error', ...rule })) },
      // Type-only imports count: a type from another layer ties the code to it just the same.
      tsPreCompilationDeps: true,
      exclude: { path: '(^|/)(node_modules|dist)/' },
      doNotFollow: { path: '(^|/)node_modules/' },
      // Workspace packages resolve through their `exports` to their source, so rules and cycles see across them.
      enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
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
    const why = WHY[violation.rule.name]({
      from: from.file,
      to: to?.file ?? violation.to,
      fromPath: violation.from,
      toPath: violation.to,
      cycle: [violation.from, ...(violation.cycle ?? []).map((step) => step.name ?? step)],
    });
    return `${from.app}${from.file}: imports '${specifierOf(modules, violation.from, firstHop)}': ${why}`;
  });
  return [...new Set([...problems, ...pagesReachingZod(modules)])]
    .concat(serviceFolderPairs(modules))
    .concat(packagesDependingOnApps(root));
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
