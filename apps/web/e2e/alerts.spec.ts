import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueItem, TitleDetail } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcQuery } from './support';

/**
 * Issue-level journey: follow a show whose episode has just aired, let the alerts job run, and find the alert
 * behind the bell: its count, its link to the show, marking it read.
 *
 * The shared e2e server runs its jobs once a minute, which makes the alerts job (every 30 base intervals) half
 * an hour apart. This spec starts its own server with a one-second base interval, so the job runs every 30 s.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = path.resolve(import.meta.dirname, `../.e2e-data/${PORT}`);
/** The job runs every 30 s here; a follow waits at most that long plus a little for its alert. */
const ALERT_WAIT_MS = 75_000;

let server: ChildProcess | undefined;

test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../api', process.env.E2E_API_DIST ?? 'dist', 'server.js')],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORT),
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MIN: '100000',
        DATA_DIR,
        PUBLIC_URL: BASE_URL,
        JOBS_INTERVAL_SECONDS: '1',
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      },
    },
  );
  await expect
    .poll(
      () =>
        fetch(`${BASE_URL}/cronjob/run`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
});

type Episode = { season_number: number; episode_number: number; air_date: string };

/** A show whose newest episode aired today or yesterday (UTC), as the server's alerts see "today". */
async function showJustAired(page: Page): Promise<{ show: TitleDetail; aired: Episode }> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const recent = new Set([day(0), day(-1)]);
  for (const category of ['airing_today', 'on_the_air']) {
    const listing = await trpcQuery<{ results: CatalogueItem[] }>(page, 'catalogue.category', {
      media: 'tv',
      category,
    });
    for (const item of listing.results) {
      const show = await trpcQuery<TitleDetail>(page, 'catalogue.details', { media: 'tv', id: item.id });
      const aired = [show.last_episode_to_air, show.next_episode_to_air].find((e) =>
        recent.has((e as Episode | null | undefined)?.air_date ?? ''),
      ) as Episode | undefined;
      if (aired && show.name) return { show, aired };
    }
  }
  throw new Error('no show in the demo catalogue aired today or yesterday');
}

test('a followed show’s new episode reaches the bell and the inbox, which links to it and marks it read', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page);
  const { show, aired } = await showJustAired(page);
  const name = show.name!;

  await page.goto(`/tv/details?id=${show.id}&name=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByText('Show added to your watchlist')).toBeVisible();

  // The sidebar's bell (wide screens); it asks again when the page loads.
  const bell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts/ });
  await expect(bell).toHaveAccessibleName('Alerts');
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAccessibleName('Alerts, 1 unread', { timeout: 3000 });
  }).toPass({ timeout: ALERT_WAIT_MS, intervals: [2000] });
  await expect(page.getByTestId('alerts-badge').first()).toHaveText('1');

  // Phones: the count sits on More, and the drawer's Alerts entry names it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Alerts, 1 unread' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Alerts' });
  const link = list.getByRole('link', { name: new RegExp(`New episode.*${escapeRegExp(name)}`) });
  await expect(link).toContainText(`S${aired.season_number} E${aired.episode_number}`);
  expect(await link.getAttribute('href')).toBe(
    `/tv/details?${new URLSearchParams({ id: String(show.id), name })}`,
  );

  await list.getByRole('button', { name: `Mark “${name}” read` }).click();
  await expect(bell).toHaveAccessibleName('Alerts');
  await expect(list.getByRole('button', { name: /^Mark/ })).toHaveCount(0);
  await page.reload();
  await expect(bell).toHaveAccessibleName('Alerts');

  // The alert still opens the show.
  await page
    .getByRole('list', { name: 'Alerts' })
    .getByRole('link', { name: new RegExp(escapeRegExp(name)) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tv/details\\?id=${show.id}`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
