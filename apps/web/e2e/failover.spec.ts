import type { ChildProcess } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import {
  createFreshDatabase,
  haPorts,
  haUrls,
  startApi,
  startWeb,
  stop,
  waitUntilReady,
} from '../../../infra/ha-cluster.mjs';
import { signUp } from './support';

/**
 * Two-instance mode for real (as `pnpm start:ha` runs it, on a fresh Postgres database): a viewer keeps using the
 * app while the primary and then the secondary instance crash, and never sees an error or loses anything.
 * Ports: HA_* variables, else E2E_PORT+4 (web), +5 (primary), +6 (secondary).
 */
const base = Number(process.env.E2E_PORT ?? 3100);
const ports = haPorts(process.env, { web: base + 4, primary: base + 5, secondary: base + 6 });
const urls = haUrls(ports);

test.use({ baseURL: urls.web });
test.describe.configure({ mode: 'serial' });

let database: { url: string; drop(): Promise<void> } | undefined;
const processes: Partial<Record<'primary' | 'secondary' | 'web', ChildProcess>> = {};

async function launchApi(role: 'primary' | 'secondary') {
  processes[role] = startApi(role, {
    ports,
    databaseUrl: database!.url,
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MIN: '100000' },
  });
  await waitUntilReady(`${urls[role]}/readyz`);
}

test.beforeAll(async () => {
  try {
    database = await createFreshDatabase(process.env.E2E_HA_DATABASE_PREFIX ?? 'kinora_e2e_ha_');
  } catch (error) {
    if (process.env.CI) throw error;
    console.warn(
      `\n!!! Postgres is not reachable: SKIPPING the two-instance failover journey (${error}) !!!\n`,
    );
    return;
  }
  processes.web = startWeb({ ports });
  await Promise.all([launchApi('primary'), launchApi('secondary'), waitUntilReady(urls.web)]);
});

test.afterAll(async () => {
  await Promise.all(Object.values(processes).map((child) => stop(child!)));
  await database?.drop();
});

type Movie = { id: number; title: string };

/** Movies with distinct titles, from the catalogue of whichever instance answers. */
async function someMovies(page: Page, count: number): Promise<Movie[]> {
  const input = encodeURIComponent(JSON.stringify({ media: 'movie', category: 'popular' }));
  const response = await page.request.get(`${urls.secondary}/trpc/catalogue.category?input=${input}`);
  const { results } = (await response.json()).result.data as { results: Movie[] };
  const byTitle = new Map(results.map((movie) => [movie.title, movie]));
  return [...byTitle.values()].slice(0, count);
}

/**
 * Opens the movie's page and adds it to the watchlist. `inApp` moves there the way the app's own links do (no
 * page load), so its requests go through the client's failover rule with whatever server it last used.
 */
async function addFromTitlePage(page: Page, movie: Movie, how: 'inApp' | 'pageLoad', toasts: string[]) {
  const path = `/movie?id=${movie.id}&name=${encodeURIComponent(movie.title)}`;
  if (how === 'pageLoad') await page.goto(path);
  else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await expect(page.getByRole('heading', { name: movie.title, level: 1 })).toBeVisible();
  const added = toasts.filter((text) => text === ADDED).length;
  await page.getByRole('button', { name: 'List', exact: true }).click();
  // A new success toast, not the previous title's one still on screen: only then has the server confirmed it.
  await expect.poll(() => toasts.filter((text) => text === ADDED).length).toBe(added + 1);
}

const ADDED = 'Movie added to your watchlist';

/** Records every toast the page shows, across navigations and reloads, into the returned list. */
async function recordToasts(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeFunction('recordToast', (text: string) => shown.push(text));
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="status"][aria-live]')) {
        if (seen.has(toast) || !toast.textContent) continue;
        seen.add(toast);
        (window as unknown as { recordToast(text: string): void }).recordToast(toast.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return shown;
}

test('a viewer keeps browsing and adding while each instance in turn crashes', async ({ page }) => {
  test.skip(!database, 'needs the Postgres server');
  test.setTimeout(240_000);
  const toasts = await recordToasts(page);

  await signUp(page);
  const movies = await someMovies(page, 5);
  expect(movies).toHaveLength(5);
  await addFromTitlePage(page, movies[0]!, 'pageLoad', toasts);
  await addFromTitlePage(page, movies[1]!, 'inApp', toasts);

  // The primary crashes under the open app: the next requests fail there and are retried on the secondary.
  await stop(processes.primary!, 'SIGKILL');
  await addFromTitlePage(page, movies[2]!, 'inApp', toasts);
  await page.reload();
  await expect(page.getByRole('heading', { name: movies[2]!.title, level: 1 })).toBeVisible();
  await addFromTitlePage(page, movies[3]!, 'pageLoad', toasts);

  // The primary is back; now the secondary, which the app is using, crashes.
  await launchApi('primary');
  await stop(processes.secondary!, 'SIGKILL');
  await addFromTitlePage(page, movies[4]!, 'inApp', toasts);
  await page.reload();
  await expect(page.getByRole('heading', { name: movies[4]!.title, level: 1 })).toBeVisible();

  await page.goto('/watchlist');
  const entries = page.getByRole('list', { name: 'Movie entries' });
  await expect(entries.getByRole('link')).toHaveCount(5);
  for (const movie of movies) await expect(entries.getByText(movie.title, { exact: true })).toHaveCount(1);
  // Still the same session, on the instance that is left.
  const check = await page.request.get(`${urls.primary}/api/v1/auth/authcheck`);
  expect(check.status()).toBe(200);

  // Every toast the viewer saw was a success: one for the sign-up, one per title, and not a single error.
  expect(toasts).toEqual([
    'account created successfully',
    ...movies.map(() => 'Movie added to your watchlist'),
  ]);
});
