import type { CatalogueItem } from '@kinora/domain';
import { expect, test } from '@playwright/test';
import { signUp, trpcMutation, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };

test('picks for you: after watching and listing, home offers titles like them and opens one', async ({
  page,
}) => {
  const answered = page.waitForResponse((response) => response.url().includes('catalogue.picks'));
  await signUp(page);
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole('region', { name: /^Because you watched/ })).toHaveCount(0);

  const [watched, listed] = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  await trpcMutation(page, 'history.recordWatch', { type: 'movie', id: watched!.id });
  await trpcMutation(page, 'watchlist.add', { type: 'movie', id: listed!.id });

  await page.reload();
  const because = page.getByRole('region', { name: `Because you watched ${watched!.title}` });
  await expect(because.getByRole('link').first()).toBeVisible();
  await expect(because.getByRole('link', { name: watched!.title!, exact: true })).toHaveCount(0);
  const more = page.getByRole('region', { name: 'More like your list' });
  await expect(more.getByRole('link').first()).toBeVisible();

  const pick = because.getByRole('link').first();
  const name = (await pick.getAttribute('title')) ?? '';
  await pick.click();
  await expect(page).toHaveURL(/\/(movie|tv\/details)\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
