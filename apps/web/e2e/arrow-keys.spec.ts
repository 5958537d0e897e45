import { type CatalogueItem, hasTitleImage } from '@kinora/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp, trpcQuery } from './support';

/*
 * A TV-sized screen with no pointer: after signing up, every step is a key press (page.goto opens a page, as
 * typing an address would; page.goBack is the browser's Back).
 */
test.use({ viewport: { width: 1920, height: 1080 } });

/** The most Tab presses from the top of home to its first card (skip link, navigation, hero, row buttons). */
const MAX_TABS = 80;

/** A home row's cards: the arrow keys move between these. */
const rowCards = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading, exact: true }).locator('[data-arrow-card]');

/** The focused element's link, for comparing "the card that was opened" across pages. */
const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);

/** The focused card draws the app's focus ring (an outline), and is on screen. */
async function expectFocusRing(card: Locator) {
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  const outline = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline.style, JSON.stringify(outline)).not.toBe('none');
  expect(outline.width).not.toBe('0px');
}

/** A new account's home opens on movies: its first two rows. */
const FIRST = 'Now Playing';
const SECOND = { heading: 'Top Rated', category: 'top_rated' } as const;

/** How many cards a home row shows once it has rendered them all (it renders the first screenful first). */
async function cardsInRow(page: Page, category: string) {
  const listing = await trpcQuery<{ results: CatalogueItem[] }>(page, 'catalogue.category', {
    media: 'movie',
    category,
  });
  return listing.results.filter(hasTitleImage).length;
}

/** The row's scroll position once it has come to rest (the arrow keys scroll smoothly without reduced motion). */
async function settledScrollLeft(row: Locator) {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await row.evaluate((element) => element.scrollLeft);
      const isSettled = now === last;
      last = now;
      return isSettled;
    })
    .toBe(true);
  return last;
}

test('arrow keys move along a home row and down to the next; Enter opens, Back returns to the card', async ({
  page,
}) => {
  await signUp(page);
  const first = FIRST;
  const second = SECOND.heading;
  const secondCount = await cardsInRow(page, SECOND.category);
  await expect(rowCards(page, second)).toHaveCount(secondCount);

  // Tab into the first row: the first card reached is its first card.
  for (let press = 0; press < MAX_TABS; press++) {
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-arrow-card'))) break;
    await page.keyboard.press('Tab');
  }
  await expectFocusRing(rowCards(page, first).first());

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const third = rowCards(page, first).nth(2);
  await expectFocusRing(third);
  const thirdBox = (await third.boundingBox())!;

  // Down: the card of the next row nearest by horizontal position (both rows start unscrolled: the same column).
  await page.keyboard.press('ArrowDown');
  const below = rowCards(page, second).nth(2);
  await expectFocusRing(below);
  expect(Math.abs((await below.boundingBox())!.x - thirdBox.x)).toBeLessThan(thirdBox.width / 2);
  await page.keyboard.press('ArrowUp');
  await expectFocusRing(third);
  await page.keyboard.press('ArrowDown');
  await expectFocusRing(below);

  // Enter opens the title; the browser's Back returns to the same card.
  const opened = (await below.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(opened);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expectFocusRing(rowCards(page, second).nth(2));

  // End goes to the row's last card, scrolling the row; Backspace (a remote's Back) returns to it, the row
  // scrolled as it was.
  await expect(rowCards(page, second)).toHaveCount(secondCount);
  await page.keyboard.press('End');
  await expectFocusRing(rowCards(page, second).last());
  const lastHref = await focusedHref(page);
  const scroller = page.getByRole('region', { name: second, exact: true }).locator('[data-arrow-row]');
  const scrolled = await settledScrollLeft(scroller);
  expect(scrolled).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(lastHref!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL('/');
  await expect.poll(() => focusedHref(page)).toBe(lastHref);
  await expectFocusRing(rowCards(page, second).last());
  expect(Math.abs((await settledScrollLeft(scroller)) - scrolled)).toBeLessThan(2);

  // Home goes back to the row's first card.
  await page.keyboard.press('Home');
  await expectFocusRing(rowCards(page, second).first());
});

test('in a grid Down moves one grid line, in the same column; typing in a field keeps its arrows', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/anime');
  const cards = page.getByRole('tabpanel').locator('[data-arrow-card]');
  await expect(cards).toHaveCount(12);
  const tops = await cards.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  const columns = tops.filter((top) => Math.abs(top - tops[0]!) < 1).length;
  expect(columns).toBeGreaterThan(1);

  await cards.nth(1).focus();
  await page.keyboard.press('ArrowDown');
  await expectFocusRing(cards.nth(1 + columns));
  await page.keyboard.press('ArrowRight');
  await expectFocusRing(cards.nth(2 + columns));
  await page.keyboard.press('ArrowUp');
  await expectFocusRing(cards.nth(2));

  // The media select is a form control: its arrows change its value, never the focus.
  const select = page.getByLabel('Media type');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toBeFocused();
});
