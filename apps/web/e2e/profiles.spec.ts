import type { CatalogueItem } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signUp, trpcMutation, trpcQuery } from './support';

/**
 * Issue-level journey (household profiles): a second profile with a PIN, a watch-later list on the main profile, the
 * picker after signing in again, the PIN refused then accepted, and each profile seeing only its own list.
 */

type Listing = { results: CatalogueItem[] };

const picker = (page: Page) => page.getByRole('heading', { level: 1, name: "Who's watching?" });
const watchlistEntries = (page: Page) => page.getByRole('list', { name: 'Movie entries' }).getByRole('link');

async function switchFromMenu(page: Page, to: RegExp) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Switch profile/ })
    .first()
    .click();
  await expect(picker(page)).toBeVisible();
  await page.getByRole('button', { name: to }).click();
}

test('two profiles keep their own watch-later lists; the locked one asks its PIN', async ({ page }) => {
  const account = await signUp(page);

  // A second profile, with a PIN, from the settings page.
  await page.goto('/profile');
  const profiles = page.getByRole('region', { name: 'Profiles' });
  await profiles.getByRole('button', { name: 'Manage profiles' }).click();
  await profiles.getByRole('button', { name: 'Add a profile' }).click();
  const form = profiles.getByRole('form', { name: 'Add a profile' });
  await form.getByLabel('Name').fill('Teen');
  await form.getByLabel('PIN (optional)').fill('2468');
  await form.getByRole('button', { name: 'Add profile' }).click();
  await expect(profiles.getByRole('button', { name: 'Edit Teen' })).toBeVisible();

  // A title on the main profile's watch-later list.
  const popular = await trpcQuery<Listing>(page, 'catalogue.category', {
    media: 'movie',
    category: 'popular',
  });
  const movie = popular.results.find((item) => item.title && item.poster_path)!;
  await page.goto(`/movie?id=${movie.id}&name=${encodeURIComponent(movie.title!)}`);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByText('Movie added to your watchlist')).toBeVisible();

  // Signing in again, an account with two profiles is asked who is watching.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await signIn(page, account);
  await expect(picker(page)).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Teen/ }).getByRole('img', { name: 'PIN required' }),
  ).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${account.username}`) }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeAttached();

  await page.goto('/watchlist');
  await expect(watchlistEntries(page)).toHaveCount(1);

  // To the locked profile: a wrong PIN is refused in place, the right one lets in and comes back here.
  await switchFromMenu(page, /^Teen/);
  const dialog = page.getByRole('dialog', { name: 'Enter the PIN for Teen' });
  const pin = dialog.getByLabel('PIN');
  await expect(pin).toBeFocused();
  await pin.fill('1111');
  await pin.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Wrong PIN');
  await expect(page).toHaveURL(/\/profiles\?next=%2Fwatchlist$/);
  await pin.fill('2468');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/watchlist$/);
  await expect(page.getByTestId('empty-watchlist')).toContainText('Your watchlist is empty');
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toContainText('Teen');

  // Back to the main profile (no PIN): its list is there again.
  await switchFromMenu(page, new RegExp(`^${account.username}`));
  await expect(page).toHaveURL(/\/watchlist$/);
  await expect(watchlistEntries(page)).toHaveCount(1);
});

test('on a phone: the More drawer leads to the picker, which fits the screen, and the PIN pad opens @phone', async ({
  page,
}) => {
  await signUp(page);
  await trpcMutation(page, 'profiles.create', { name: 'Teen', pin: '2468' });
  await page.goto('/watchlist');

  await page.getByRole('button', { name: 'More' }).click();
  await page
    .getByRole('dialog', { name: 'More' })
    .getByRole('link', { name: /Switch profile/ })
    .click();
  await expect(picker(page)).toBeVisible();
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);

  await page.getByRole('button', { name: /^Teen/ }).click();
  const pin = page.getByRole('dialog', { name: 'Enter the PIN for Teen' }).getByLabel('PIN');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await pin.fill('2468');
  await pin.press('Enter');
  await expect(page).toHaveURL(/\/watchlist$/);
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('dialog', { name: 'More' })).toContainText('Teen');
});
