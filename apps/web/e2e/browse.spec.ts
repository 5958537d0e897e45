import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support';

/** The cards of the selected tab. */
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('link');
const mediaSelect = (page: Page) => page.getByLabel('Media type');

test('Anime: tabs and media keep their own lists, Load More adds 6, and the choice survives a reload', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/anime');

  await expect(page.getByRole('heading', { name: 'Anime', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  await expect(mediaSelect(page)).toHaveValue('tv');
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toHaveAttribute('href', /^\/tv\/details\?id=\d+&name=/);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(18);

  // Arrow keys move along the tabs, as on any tab list.
  await page.getByRole('tab', { name: 'Popular' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Top Rated' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Top Rated' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(18);

  // Popular kept its own count.
  await page.getByRole('tab', { name: 'Popular' }).click();
  await expect(cards(page)).toHaveCount(18);

  await page.getByRole('tab', { name: 'Top Rated' }).click();
  await mediaSelect(page).selectOption('Movies');
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toHaveAttribute('href', /^\/movie\?id=\d+&name=/);
  await expect(page.getByRole('tab', { name: 'Top Rated' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Popular' }).click();
  await expect(cards(page)).toHaveCount(12);

  await page.reload();
  await expect(mediaSelect(page)).toHaveValue('movies');
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toHaveAttribute('href', /^\/movie\?/);
});

test('Latest lists what is on air, and a card opens its title at the top of the page', async ({ page }) => {
  await signUp(page);
  await page.goto('/anime');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await expect(cards(page).first()).toBeVisible();
  const latest = await cards(page).count();
  expect(latest).toBeGreaterThan(0);
  expect(latest).toBeLessThanOrEqual(12);

  await page.getByRole('tab', { name: 'Popular' }).click();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(18);
  const last = cards(page).last();
  const title = await last.getAttribute('title');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await last.click();

  await expect(page).toHaveURL(/\/tv\/details\?id=\d+&name=/);
  expect(new URL(page.url()).searchParams.get('name')).toBe(title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('K-Drama browses its own catalogue with the media and tab chosen on Anime', async ({ page }) => {
  await signUp(page);
  await page.goto('/anime');
  await mediaSelect(page).selectOption('Movies');
  await page.getByRole('tab', { name: 'Top Rated' }).click();
  await expect(cards(page)).toHaveCount(12);
  const animeTitles = await cards(page).evaluateAll((links) => links.map((l) => l.getAttribute('title')));

  await page.getByRole('link', { name: 'Kdrama' }).first().click();

  await expect(page.getByRole('heading', { name: 'K-Drama', level: 1 })).toBeVisible();
  await expect(mediaSelect(page)).toHaveValue('movies');
  await expect(page.getByRole('tab', { name: 'Top Rated' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(12);
  const kdramaTitles = await cards(page).evaluateAll((links) => links.map((l) => l.getAttribute('title')));
  expect(kdramaTitles).not.toEqual(animeTitles);

  await mediaSelect(page).selectOption('TV Shows');
  await page.getByRole('tab', { name: 'Popular' }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toHaveAttribute('href', /^\/tv\/details\?/);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(18);
});

test('Top Directors: 16 first, Load More adds 16, and the count is remembered', async ({ page }) => {
  await signUp(page);
  await page.goto('/directors');
  const directors = page.getByRole('list', { name: 'Directors' }).getByRole('link');

  await expect(page.getByRole('heading', { name: 'Top Directors', level: 1 })).toBeVisible();
  await expect(directors).toHaveCount(16);
  await expect(directors.first()).toHaveAttribute('href', /^\/person\/details\?id=\d+&name=/);
  await expect(directors.first().getByRole('img')).toBeVisible();
  // Every name reads whole at 1440 px: none is cut short with an ellipsis.
  const cut = await directors
    .locator('p')
    .evaluateAll((names) =>
      names.filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent),
    );
  expect(cut).toEqual([]);

  await page.getByRole('button', { name: 'Load More (38 remaining)' }).click();
  await expect(directors).toHaveCount(32);
  await expect(page.getByRole('button', { name: 'Load More (22 remaining)' })).toBeVisible();

  await page.reload();
  await expect(directors).toHaveCount(32);
  await expect(page.getByRole('button', { name: 'Load More (22 remaining)' })).toBeVisible();

  await page.getByRole('button', { name: 'Load More (22 remaining)' }).click();
  await page.getByRole('button', { name: 'Load More (6 remaining)' }).click();
  await expect(directors).toHaveCount(54);
  await expect(page.getByRole('button', { name: /Load More/ })).toHaveCount(0);

  const href = await directors.first().getAttribute('href');
  await directors.first().click();
  await expect(page).toHaveURL(href!);
});

test('Anime on a phone: two columns and the dropdown @phone', async ({ page }) => {
  await signUp(page);
  await page.goto('/anime');
  await expect(cards(page)).toHaveCount(12);
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards(page).nth(i).boundingBox()));
  expect(first!.y).toBe(second!.y);
  expect(third!.y).toBeGreaterThan(first!.y);
  await mediaSelect(page).selectOption('Movies');
  await expect(cards(page).first()).toHaveAttribute('href', /^\/movie\?/);
});
