import type { CatalogueItem } from '@kinora/domain';
import { expect, test } from '@playwright/test';
import { signUp, trpcQuery } from './support';

type Listing = { results: CatalogueItem[] };

test('no signed-in page is wider than a 390 px phone @phone', async ({ page }) => {
  test.slow();
  await signUp(page);
  const movie = (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results[0]!;
  const show = (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' })).results[0]!;
  const routes = [
    '/',
    '/search',
    `/movie?id=${movie.id}&name=x`,
    `/tv/details?id=${show.id}&name=x`,
    `/watch?id=${show.id}&name=x&season=1&episode=1&tepisodes=3`,
    '/anime',
    '/kdrama',
    '/directors',
    '/watchlist',
    '/history',
    '/chat',
    '/fun',
    '/fun/flappy',
    '/profile',
    '/profile/changepassword',
    '/profile/terms',
    '/contactus',
  ];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Anything reaching past the right edge, unless it sits in a deliberate horizontal scroller (a carousel).
    // Measured against the screen's width: a mobile browser widens its own viewport to fit what overflows.
    const screenWidth = page.viewportSize()!.width;
    const sticksOut = await page.evaluate((width) => {
      const insideScroller = (element: Element) => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          if (/auto|scroll/.test(getComputedStyle(node).overflowX)) return true;
        }
        return false;
      };
      return [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.right > width + 1 && !insideScroller(element);
        })
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`)
        .slice(0, 3);
    }, screenWidth);
    expect(sticksOut, route).toEqual([]);
  }
});

test('the phone layout shows the bottom bar and its More drawer @phone', async ({ page }) => {
  await signUp(page);
  const bar = page.getByRole('navigation', { name: /main|primary|mobile/i }).last();
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('link', { name: 'Directors' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
});
