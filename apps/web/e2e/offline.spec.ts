import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signUp } from './support';

// Every other spec runs with service workers blocked (playwright.config.ts); these journeys are about the worker.
test.use({ serviceWorkers: 'allow' });

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline." });
const updateNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'A new version is available.' });

/** The worker registers after the page's load event; the first page is controlled once it has activated. */
async function waitForWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
}

/** The build id of the worker that controls the page: it names the offline shell's cache. */
async function workerVersion(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    return names.find((name) => name.startsWith('kinora-shell-'))?.slice('kinora-shell-'.length) ?? '';
  });
}

const DIST = process.env.E2E_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist');

/**
 * A deploy as the browser sees it: the worker script changes (a new build id) and so does the page (a marker).
 * The browser fetches the worker's script itself, out of Playwright's reach, so the served file (and its
 * compressed twins) is rewritten on disk; the returned function puts it back. No other spec runs a worker.
 */
async function deployNextBuild(context: BrowserContext): Promise<() => void> {
  const files = ['sw.js', 'sw.js.gz', 'sw.js.br'].map((name) => path.join(DIST, name));
  const originals = files.map((file) => readFileSync(file));
  const next = originals[0]!.toString().replace(/const VERSION = "([^"]+)"/, 'const VERSION = "$1-next"');
  writeFileSync(files[0]!, next);
  writeFileSync(files[1]!, gzipSync(next));
  writeFileSync(files[2]!, brotliCompressSync(next));
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      // The page itself (the worker passes the navigation on with its headers), not the worker's shell fetch.
      if (!route.request().headers().accept?.includes('text/html')) return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<meta name="kinora-build" content="next"></head>',
      );
      await route.fulfill({
        response,
        body: html,
        headers: { ...response.headers(), 'content-encoding': '' },
      });
    },
  );
  return () => {
    files.forEach((file, i) => {
      writeFileSync(file, originals[i]!);
    });
  };
}

test('installable: a manifest with PNG icons, and a no-cache worker script the CSP allows', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Kinora', start_url: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find(
      (i: { sizes: string; type: string }) => i.sizes === size && i.type === 'image/png',
    );
    const answer = await request.get(icon.src);
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");

  await waitForWorker(page);
  // Chromium's own verdict on the manifest and icons (a test browser's profile is private, which it reports too).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('offline: a reload still shows the app with an offline notice, and posters already seen stay', async ({
  page,
  context,
}) => {
  await signUp(page);
  await waitForWorker(page);
  // A poster the home page showed while online (it went through the worker, which kept it).
  const poster = page.locator('img[src*="/img/"]').first();
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const posterUrl = (await poster.getAttribute('src'))!;

  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  const fetchStatus = (url: string) =>
    page.evaluate(
      (u) =>
        fetch(u).then(
          (r) => r.status,
          () => 'failed',
        ),
      url,
    );
  expect(await fetchStatus(posterUrl)).toBe(200);
  // A picture never seen cannot come from anywhere.
  expect(await fetchStatus('/img/w342/never-seen-before.jpg')).toBe('failed');

  await context.setOffline(false);
  await expect(offlineNotice(page)).toBeHidden();
});

test('offline on a phone: the notice fits the screen @phone', async ({ page, context }) => {
  await page.goto('/');
  await waitForWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  const box = (await offlineNotice(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('a new deploy: pages come fresh from the network, and the open tab offers the reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForWorker(page);
  const before = await workerVersion(page);

  const undeploy = await deployNextBuild(context);
  try {
    // Navigations are network first: the very next load is the new page, even under the old worker.
    await page.reload();
    await expect(page.locator('meta[name="kinora-build"]')).toHaveAttribute('content', 'next');

    // The open tab's worker notices the new one (as on any return to the tab) and offers the reload.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(updateNotice(page)).toBeVisible();
    await updateNotice(page).getByRole('button', { name: 'Reload' }).click();
    await expect(updateNotice(page)).toBeHidden();
    await waitForWorker(page);
    await expect.poll(() => workerVersion(page)).toBe(`${before}-next`);
  } finally {
    undeploy();
  }
});
