import type { CatalogueItem } from '@kinora/domain';
import { expect, test } from '@playwright/test';
import { signUp, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('keyboard only: / opens search with the cursor in the box, Ctrl+K finds pages and titles, Esc closes', async ({
  page,
}) => {
  await signUp(page);
  const [movie] = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );

  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByLabel('Title or name');
  await expect(box).toBeFocused();
  await page.keyboard.type(`${movie!.title}/`);
  // In a text box '/' is just a character.
  await expect(box).toHaveValue(`${movie!.title}/`);
  await expect(page).toHaveURL(/\/search$/);

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog');
  const combo = palette.getByRole('combobox', { name: 'Search titles, people and pages' });
  await expect(combo).toBeFocused();
  await page.keyboard.type('watch');
  await expect(palette.getByRole('option').first()).toHaveText(/Watch-later list/);
  await page.keyboard.press('ArrowDown');
  await expect(palette.getByRole('option', { name: /Watch history/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/watchlist$/);
  await expect(palette).toBeHidden();

  await page.keyboard.press('Control+K');
  await page.keyboard.type(movie!.title!);
  // Each title shows its year, so two films of one name can be told apart, and its poster.
  const year = movie!.release_date!.slice(0, 4);
  const label = `${movie!.title} (${year})`;
  const hit = palette.getByRole('option', { name: new RegExp(`^${escapeRegExp(label)}\\s*Movie$`) }).first();
  await expect(hit).toBeVisible();
  await expect(hit.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`w500${escapeRegExp(movie!.poster_path ?? movie!.backdrop_path!)}$`),
  );
  const options = await palette.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.startsWith(label) && text.endsWith('Movie'));
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/movie\\?id=${movie!.id}`));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).focus();
  await page.keyboard.press('Control+K');
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  // Focus goes back to where it was before the palette opened.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }),
  ).toBeFocused();
});

test('Ctrl+K pressed while the app is still loading opens the palette once it is there, with what was typed', async ({
  page,
}) => {
  await signUp(page);
  // Hold the signed-in app's code back, so the keys surely come before it (routing also turns the cache off).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-(?!vendor)[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/');
  // Only the entry has run: the server's still markup of the page shows while the app's code is on its way.
  await expect(page.locator('[data-server-screen]')).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('watch');
  release();

  const palette = page.getByRole('dialog');
  const combo = palette.getByRole('combobox', { name: 'Search titles, people and pages' });
  await expect(combo).toBeFocused();
  await expect(combo).toHaveValue('watch');
  await expect(palette.getByRole('option').first()).toHaveText(/Watch-later list/);
  // Typing goes on where the held keys ended.
  await page.keyboard.type(' his');
  await expect(combo).toHaveValue('watch his');
  await expect(palette.getByRole('option').first()).toHaveText(/Watch history/);
});
