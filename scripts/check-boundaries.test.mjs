// Proves each import rule of check-boundaries.mjs fails on a breaking import and passes on an allowed one, on small
// throwaway trees shaped like the repository. Run by `pnpm test` (node --test scripts/).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
