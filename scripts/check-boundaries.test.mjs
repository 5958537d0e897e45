// Proves each import rule of check-boundaries.mjs fails on a breaking import and passes on an allowed one, on small
// throwaway trees shaped like the repository. Run by `pnpm test` (node --test scripts/).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkBoundaries } from './check-boundaries.mjs';

/** A repository with just these files (path -> contents). */
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'kinora-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const web = (file) => `apps/web/src/${file}`;
const api = (file) => `apps/api/src/${file}`;

const CLEAN = {
  [web('lib/trpc.ts')]: "import { createTRPCReact } from '@trpc/react-query';\n",
  [web('lib/format.ts')]: 'export const x = 1;\n',
  [web('components/poster-card.tsx')]: "import { x } from '@/lib/format';\n",
  [web('features/home/api/use-trending.ts')]: "import { trpc } from '@/lib/trpc';\n",
  [web('features/home/components/home-page.tsx')]:
    "import { PosterCard } from '@/components/poster-card';\nimport { useTrending } from '../api/use-trending';\n",
  [web('app/providers.tsx')]: "import { useTrending } from '@/features/home/api/use-trending';\n",
  [api('services/shared/title-facts.ts')]: "import type { Deps } from '../../deps';\n",
  [api('services/history/record-watch.ts')]: "import { lookup } from '../shared/title-facts';\n",
  [api('services/watchlist/add.ts')]: "import { lookup } from '../shared/title-facts';\n",
  [api('trpc/routers/watchlist.ts')]: "import { add } from '../../services/watchlist/add';\n",
};

test('a tree that keeps every rule passes', async () => {
  assert.deepEqual(await checkBoundaries(tree(CLEAN)), []);
});

test('fails on a cross-feature import, by alias or by relative path', async () => {
  const root = tree({
    ...CLEAN,
    [web('features/title/components/movie-page.tsx')]:
      "import { HomePage } from '@/features/home/components/home-page';\n" +
      "import { useTrending } from '../../home/api/use-trending';\n",
  });
  const problems = await checkBoundaries(root);
  assert.equal(problems.filter((p) => p.includes('features never import each other')).length, 2);
  assert.ok(problems.some((p) => p.includes("use '@/features/home/api/use-trending'")));
});

test('fails on a shared component importing the API client, directly or through a module that uses it', async () => {
  const root = tree({
    ...CLEAN,
    [web('lib/session.ts')]: "import { trpc } from './trpc';\nexport const useSession = () => trpc;\n",
    [web('components/watch-later-button.tsx')]: "import { trpc } from '@/lib/trpc';\n",
    [web('components/user-badge.tsx')]: "import { useSession } from '@/lib/session';\n",
  });
  const problems = (await checkBoundaries(root)).filter((p) =>
    p.includes('shared components do not call the API'),
  );
  assert.equal(problems.length, 2);
  assert.ok(problems[0].includes('watch-later-button.tsx') || problems[1].includes('watch-later-button.tsx'));
  assert.ok(problems.some((p) => p.includes('user-badge.tsx')));
});

test('fails on shared code depending on a feature, and on a feature importing the app shell', async () => {
  const root = tree({
    ...CLEAN,
    [web('lib/links.ts')]: "import { HomePage } from '@/features/home/components/home-page';\n",
    [web('features/home/components/layout-use.tsx')]: "import { x } from '@/app/providers';\n",
  });
  const problems = await checkBoundaries(root);
  assert.ok(problems.some((p) => p.includes('lib/links.ts') && p.includes('may not depend on one')));
  assert.ok(problems.some((p) => p.includes('layout-use.tsx') && p.includes('app shell')));
});

test('fails on a relative import that climbs out of its area', async () => {
  const root = tree({
    ...CLEAN,
    [web('features/home/components/card.tsx')]: "import { x } from '../../../lib/format';\n",
  });
  assert.deepEqual(await checkBoundaries(root), [
    "apps/web/src/features/home/components/card.tsx: imports '../../../lib/format': reaches outside features/home/ by a relative path; use '@/lib/format'",
  ]);
});

test("fails on the web app importing the API's code instead of the typed client's contract", async () => {
  const root = tree({
    ...CLEAN,
    [web('lib/trpc-types.ts')]: "import type { AppRouter } from '@kinora/api/router';\n",
    [web('lib/trpc-client.ts')]: "import type { AppRouter } from '@kinora/client';\n",
  });
  assert.deepEqual(await checkBoundaries(root), [
    "apps/web/src/lib/trpc-types.ts: imports '@kinora/api/router': the web app knows the API only through the typed client's contract; import it from '@kinora/client'",
  ]);
});

test('fails on service folders importing each other, on services/shared importing one, and on a door', async () => {
  const root = tree({
    ...CLEAN,
    [api('services/watchlist/add.ts')]: "import { lock } from '../history/lock';\n",
    [api('services/history/lock.ts')]: "import { add } from '../watchlist/add';\n",
    [api('services/shared/title-facts.ts')]: "import { add } from '../watchlist/add';\n",
    [api('services/catalogue/prefetch.ts')]: "import type { AppRouter } from '../../trpc/root';\n",
    // dependency-cruiser resolves imports: the door the service reaches must exist.
    [api('trpc/root.ts')]: 'export type AppRouter = {};\n',
  });
  const problems = await checkBoundaries(root);
  assert.ok(problems.some((p) => p.includes('history/ and watchlist/ import each other')));
  assert.ok(problems.some((p) => p.includes('services/shared is the neutral place')));
  assert.ok(problems.some((p) => p.includes('prefetch.ts') && p.includes('know nothing about a door')));
});

test('reads static, type-only, re-exported, side-effect and dynamic imports, never across statements', async () => {
  const root = tree({
    ...CLEAN,
    ...Object.fromEntries(
      ['a', 'b', 'c', 'e', 'f', 'g', 'h'].map((name) => [
        web(`features/home/${name}.ts`),
        'export const x = 1;\n',
      ]),
    ),
    [web('features/title/forms.ts')]: [
      "import a from '@/features/home/a';",
      "import type { B } from '@/features/home/b';",
      "import {\n  c,\n  d,\n} from '@/features/home/c';",
      "export { e } from '@/features/home/e';",
      "import '@/features/home/f';",
      "const g = lazy(() => import('@/features/home/g'));",
      "export const h = 1; const i = { from: '@/features/home/h' };",
    ].join('\n'),
  });
  const imported = (await checkBoundaries(root))
    .filter((p) => p.includes('features never import each other'))
    .map((p) => /imports '@\/features\/home\/(\w)'/.exec(p)?.[1])
    .sort();
  assert.deepEqual(imported, ['a', 'b', 'c', 'e', 'f', 'g']);
});

test('fails on non-test code importing the test helpers, and on relative imports out of other areas', async () => {
  const root = tree({
    ...CLEAN,
    [web('test/render-app.tsx')]: 'export const renderApp = 1;\n',
    [web('lib/format.test.ts')]: "import { renderApp } from '@/test/render-app';\n",
    [web('lib/links.ts')]:
      "import { renderApp } from '@/test/render-app';\nimport { P } from '../components/poster-card';\n",
    [web('main.tsx')]: "import { x } from './lib/format';\n",
  });
  assert.deepEqual((await checkBoundaries(root)).sort(), [
    "apps/web/src/lib/links.ts: imports '../components/poster-card': reaches outside lib/ by a relative path; use '@/components/poster-card'",
    "apps/web/src/lib/links.ts: imports '@/test/render-app': only tests use the test helpers",
    "apps/web/src/main.tsx: imports './lib/format': reaches outside ./ by a relative path; use '@/lib/format'",
  ]);
});

test('fails on a Fastify plugin importing from the tRPC door', async () => {
  const root = tree({
    ...CLEAN,
    [api('trpc/home-prefetch.ts')]: 'export const prefetchHomeQueries = 1;\n',
    [api('plugins/web-app.ts')]: "import { prefetchHomeQueries } from '../trpc/home-prefetch';\n",
  });
  assert.deepEqual(await checkBoundaries(root), [
    "apps/api/src/plugins/web-app.ts: imports '../trpc/home-prefetch': Fastify plugins know nothing of tRPC's procedures; app.ts passes them what they need (e.g. prefetchHome)",
  ]);
});

test('fails on a page importing the zod schemas instead of the domain root', async () => {
  const root = tree({
    ...CLEAN,
    [web('lib/check.ts')]: "import { titleSchema } from '@kinora/domain/schemas';\n",
    [web('lib/title.ts')]: "import { type Title, titleOf } from '@kinora/domain';\n",
  });
  assert.deepEqual(await checkBoundaries(root), [
    "apps/web/src/lib/check.ts: imports '@kinora/domain/schemas': pages never check data with zod (the server does); import the domain's root, '@kinora/domain', which holds the types",
  ]);
});

/** The workspace's packages, each resolvable by its name through its `exports`, as pnpm links them. */
function workspace(files) {
  const packages = {
    'apps/api': {
      name: '@kinora/api',
      exports: { './router': './src/trpc/root.ts', './testing': './src/testing.ts' },
    },
    'packages/domain': {
      name: '@kinora/domain',
      exports: { '.': './src/index.ts', './schemas': './src/schemas/index.ts' },
    },
    'packages/game': { name: '@kinora/game', exports: { '.': './src/index.ts' } },
    'packages/tmdb': { name: '@kinora/tmdb', exports: { '.': './src/index.ts' } },
    'packages/client': { name: '@kinora/client', exports: { '.': './src/index.ts' } },
  };
  const root = tree({
    ...Object.fromEntries(
      Object.entries(packages).map(([dir, manifest]) => [`${dir}/package.json`, JSON.stringify(manifest)]),
    ),
    [api('trpc/root.ts')]: 'export type AppRouter = {};\nexport const appRouter = {};\n',
    [api('testing.ts')]: 'export const buildApp = 1;\n',
    'packages/domain/src/schemas/index.ts': 'export const schema = 1;\n',
    ...files,
  });
  mkdirSync(path.join(root, 'node_modules/@kinora'), { recursive: true });
  for (const [dir, { name }] of Object.entries(packages)) {
    symlinkSync(path.join(root, dir), path.join(root, 'node_modules', name), 'dir');
  }
  return root;
}

test('fails on a package importing a higher layer: another package above it, or an app', async () => {
  const pkg = (name, file) => `packages/${name}/src/${file}`;
  const root = workspace({
    ...CLEAN,
    [pkg('domain', 'index.ts')]: "import { Game } from '@kinora/game';\n",
    [pkg('game', 'index.ts')]:
      "import { MINI_GAME } from '@kinora/domain';\nimport { x } from '@kinora/client';\n",
    [pkg('tmdb', 'index.ts')]: "import type { AppRouter } from '@kinora/api/router';\n",
    [pkg('client', 'index.ts')]:
      "import type { AppRouter } from './generated/app-router.gen';\nimport { schema } from '@kinora/domain/schemas';\n",
    [pkg('client', 'generated/app-router.gen.ts')]: 'export type AppRouter = {};\n',
    [pkg('client', 'links.ts')]: "import type { AppRouter } from '@kinora/api/router';\n",
    [pkg('client', 'start.test.ts')]: "import { buildApp } from '@kinora/api/testing';\n",
  });
  const APP =
    'a package sits below the apps and never imports one, not even a type or in a test; the typed client takes the router type from its own generated file (`pnpm --filter @kinora/api router-types`)';
  assert.deepEqual((await checkBoundaries(root)).sort(), [
    `packages/client/src/links.ts: imports '@kinora/api/router': ${APP}`,
    `packages/client/src/start.test.ts: imports '@kinora/api/testing': ${APP}`,
    "packages/domain/src/index.ts: imports '@kinora/game': closes an import cycle (packages/domain/src/index.ts -> packages/game/src/index.ts -> packages/domain/src/index.ts); move what both sides need into a module of its own",
    "packages/domain/src/index.ts: imports '@kinora/game': packages/domain may import only no other workspace package, not packages/game (the packages' layers, lowest first: domain; game, tmdb, client)",
    "packages/game/src/index.ts: imports '@kinora/client': packages/game may import only @kinora/domain, not packages/client (the packages' layers, lowest first: domain; game, tmdb, client)",
    `packages/tmdb/src/index.ts: imports '@kinora/api/router': ${APP}`,
  ]);
});

test('fails on a package whose package.json depends on an app, even one it never imports', async () => {
  const root = workspace({ ...CLEAN, 'packages/client/src/index.ts': 'export const x = 1;\n' });
  const manifest = { name: '@kinora/client', devDependencies: { '@kinora/api': 'workspace:*' } };
  writeFileSync(path.join(root, 'packages/client/package.json'), JSON.stringify(manifest));
  assert.deepEqual(await checkBoundaries(root), [
    "packages/client/package.json: devDependencies has '@kinora/api': a package never depends on an app; the typed client's router type is generated into it (`pnpm --filter @kinora/api router-types`)",
  ]);
});

test('fails on an import cycle that stays at run time, not on one closed by a type-only import', async () => {
  const root = tree({
    ...CLEAN,
    [api('services/import/read-file.ts')]:
      "import { kinora } from './read-kinora';\nexport const read = 1;\n",
    [api('services/import/read-kinora.ts')]:
      "import { read } from './read-file';\nexport const kinora = 1;\n",
    [api('config/env.ts')]: "import { authEnv } from './auth';\nexport type Env = {};\n",
    [api('config/auth.ts')]: "import type { Env } from './env';\nexport const authEnv = 1;\n",
  });
  assert.deepEqual((await checkBoundaries(root)).sort(), [
    "apps/api/src/services/import/read-file.ts: imports './read-kinora': closes an import cycle (apps/api/src/services/import/read-file.ts -> apps/api/src/services/import/read-kinora.ts -> apps/api/src/services/import/read-file.ts); move what both sides need into a module of its own",
  ]);
});

test('fails on a page that loads zod at run time through a package, not on type-only re-exports', async () => {
  const root = workspace({
    ...CLEAN,
    'packages/domain/src/index.ts': "export const MEDIA = 1;\nexport type * from './schemas';\n",
    'packages/domain/src/schemas/index.ts': "import { z } from 'zod';\nexport const schema = z;\n",
    'packages/game/src/index.ts': "export { Game } from './game';\nexport { verify } from './replay';\n",
    'packages/game/src/game.ts': "import { MEDIA } from '@kinora/domain';\nexport const Game = MEDIA;\n",
    'packages/game/src/replay.ts':
      "import { schema } from '@kinora/domain/schemas';\nexport const verify = schema;\n",
    [web('features/game/play.ts')]: "import { Game } from '@kinora/game';\n",
    [web('lib/media.ts')]:
      "import { MEDIA } from '@kinora/domain';\nimport type { Title } from '@kinora/domain';\n",
  });
  assert.deepEqual(await checkBoundaries(root), [
    "apps/web/src/features/game/play.ts: imports '@kinora/game', which loads zod at run time (packages/game/src/index.ts -> packages/game/src/replay.ts -> packages/domain/src/schemas/index.ts); pages never check data with zod: import only what is zod-free",
  ]);
});
