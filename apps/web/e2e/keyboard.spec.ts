import type { CatalogueItem } from '@kinora/domain';
import { expect, test } from '@playwright/test';
import { signUp, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };

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
  const hit = palette.getByRole('option', { name: new RegExp(`${movie!.title}\\s*Movie`) }).first();
  await expect(hit).toBeVisible();
  const options = await palette.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.startsWith(movie!.title!) && text.endsWith('Movie'));
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
