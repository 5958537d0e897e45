import type { CatalogueItem, TitleDetail } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcQuery } from './support';

/**
 * Issue-level journey: follow a show (add it to Watch later), find its next episode in the calendar and on the
 * home page's "Coming up" row, and subscribe with the feed's address, which a calendar app reads without a session
 * and which stops working once replaced.
 */

type Episode = { season_number: number; episode_number: number; air_date: string; name: string };

/** A show on the air whose next episode has a date: the demo catalogue airs one a week. */
async function showOnTheAir(page: Page): Promise<{ show: TitleDetail; next: Episode }> {
  const listing = await trpcQuery<{ results: CatalogueItem[] }>(page, 'catalogue.category', {
    media: 'tv',
    category: 'on_the_air',
  });
  for (const item of listing.results) {
    const show = await trpcQuery<TitleDetail>(page, 'catalogue.details', { media: 'tv', id: item.id });
    const next = show.next_episode_to_air as Episode | null | undefined;
    if (next?.air_date) return { show, next };
  }
  throw new Error('no show on the air has a next episode');
}

async function follow(page: Page, show: TitleDetail) {
  await page.goto(`/tv/details?id=${show.id}&name=${encodeURIComponent(show.name!)}`);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByText('Show added to your watchlist')).toBeVisible();
}

test('a followed show appears in the calendar and on home; its feed link copies, serves and rotates', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page);
  const { show, next } = await showOnTheAir(page);
  await follow(page, show);
  const code = new RegExp(`${show.name}.*S${next.season_number} · E${next.episode_number}`);

  // The menu leads to the calendar; the month of the next episode holds it.
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.goto(`/calendar?view=month&date=${next.air_date}`);
  const month = page.getByRole('list', { name: 'Days of the month' });
  await expect(month.getByRole('link', { name: code })).toBeVisible();
  await page.screenshot({ path: '/tmp/calendar-month-1440.png' });
  await page.locator('label', { hasText: /^Week$/ }).click();
  await expect(
    page.getByRole('list', { name: 'Days of the week' }).getByRole('link', { name: code }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/calendar-week-1440.png' });

  // Home: within the week, so on the "Coming up" row.
  await page.goto('/');
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp.getByRole('link', { name: show.name! }).first()).toBeVisible();

  // Subscribe: copy the address; a calendar app (no cookies) reads the feed.
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const address = page.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Calendar link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toContain(
    `UID:tv-${show.id}-s${String(next.season_number).padStart(2, '0')}e${String(next.episode_number).padStart(2, '0')}@`,
  );
  await page.screenshot({ path: '/tmp/calendar-subscribe-1440.png' });

  // Replacing it: the old address is gone, the new one answers.
  await page.getByRole('button', { name: 'Replace this link…' }).click();
  await page.getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.getByText('New calendar link made. The old one no longer works.')).toBeVisible();
  await expect(address).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);
});

test('the calendar reads on a phone: a month lists its busy days @phone', async ({ page }) => {
  await signUp(page);
  const { show, next } = await showOnTheAir(page);
  await follow(page, show);
  await page.goto(`/calendar?view=month&date=${next.air_date}`);
  const busy = page.getByRole('list', { name: 'Days with releases' });
  await expect(busy.getByRole('link', { name: new RegExp(show.name!) }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Days of the month' })).toBeHidden();
  await page.screenshot({ path: '/tmp/calendar-month-390.png', fullPage: true });
  await page.locator('label', { hasText: /^Week$/ }).click();
  await expect(page.getByRole('list', { name: 'Days of the week' })).toBeVisible();
  await page.screenshot({ path: '/tmp/calendar-week-390.png', fullPage: true });
  // Nothing overflows sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
