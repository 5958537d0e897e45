import { type CatalogueItem, LIST_UNAVAILABLE_MESSAGE } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcMutation, trpcQuery, withPicture } from './support';

/**
 * Issue-level journey (docs/product/lists.md): make a list, fill it from two title pages, reorder it by
 * keyboard, keep the order across a reload, share it and read it signed out, then close the link again.
 */

type Listing = { results: CatalogueItem[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rowsOf = (page: Page, name: string) =>
  page.getByRole('list', { name: `Titles on ${name}` }).getByRole('listitem');

async function addFromTitlePage(page: Page, href: string, heading: string, listName: string) {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('menu', { name: 'Add to list' }).getByRole('menuitem', { name: listName }).click();
  await expect(page.getByText(`Added to ${listName}`)).toBeVisible();
}

test('lists: create, add from title pages, reorder by keyboard, share, read signed out, unshare', async ({
  page,
  browser,
}) => {
  const account = await signUp(page);
  const listName = `Journey ${Date.now().toString(36)}`;

  await page.goto('/lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Your lists' })).toBeVisible();
  await expect(page.getByTestId('no-lists')).toBeVisible();
  await page.getByLabel('Name').fill(listName);
  await page.getByLabel('Description (optional)').fill('Two films for a rainy day');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('link', { name: listName })).toBeVisible();

  const movies = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  const [first, second] = movies.filter((m, i, all) => all.findIndex((o) => o.title === m.title) === i);
  for (const movie of [first!, second!]) {
    const href = `/movie?id=${movie.id}&name=${encodeURIComponent(movie.title!)}`;
    await addFromTitlePage(page, href, movie.title!, listName);
  }

  await page.goto('/lists');
  await page.getByRole('link', { name: listName }).click();
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  const rows = rowsOf(page, listName);
  const inOrder = (titles: string[]) => titles.map((title) => new RegExp(escapeRegExp(title)));
  await expect(rows).toHaveText(inOrder([first!.title!, second!.title!]));

  // The second title moves up by keyboard: focus its handle, Alt+ArrowUp.
  await page.getByRole('button', { name: `Reorder ${second!.title}, position 2 of 2` }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(rows).toHaveText(inOrder([second!.title!, first!.title!]));
  await expect(page.getByText(`${second!.title} moved to position 1 of 2`)).toBeAttached();
  await expect(page.getByRole('button', { name: `Reorder ${second!.title}, position 1 of 2` })).toBeFocused();
  await expect(page.getByText('Order saved')).toBeVisible();

  await page.reload();
  await expect(rows).toHaveText(inOrder([second!.title!, first!.title!]));

  // Share it.
  await page.goto('/lists');
  const isPublic = page.getByRole('switch', { name: `Public: ${listName}` });
  await expect(isPublic).toHaveAttribute('aria-checked', 'false');
  await isPublic.click();
  await expect(isPublic).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: `Copy link: ${listName}` })).toBeVisible();
  const publicPath = await page.getByRole('link', { name: `Public page: ${listName}` }).getAttribute('href');
  expect(publicPath).toMatch(/^\/l\/[A-Za-z0-9_-]{22,}$/);

  // Anyone with the link, signed out, in another browser.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(publicPath!);
  await expect(stranger.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(stranger.getByText(`A list by ${account.username}`)).toBeVisible();
  await expect(stranger.getByText('Two films for a rainy day')).toBeVisible();
  await expect(rowsOf(stranger, listName)).toHaveText(inOrder([second!.title!, first!.title!]));

  // Private again: the same link now says so, to everyone.
  await isPublic.click();
  await expect(isPublic).toHaveAttribute('aria-checked', 'false');
  await stranger.reload();
  await expect(stranger.getByRole('heading', { level: 1, name: LIST_UNAVAILABLE_MESSAGE })).toBeVisible();
  await visitor.close();
});

test('on a phone a list and its public page fit the screen, with every control in reach @phone', async ({
  page,
}) => {
  const account = await signUp(page);
  const list = await trpcMutation<{ id: string; slug: string }>(page, 'lists.create', {
    name: 'A list with a rather long name for a small phone screen',
    description: 'Notes and posters should wrap, never push the page sideways.',
    public: true,
  });
  const movies = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  for (const movie of movies.slice(0, 2)) {
    const note =
      'A long note that goes on and on about why this film belongs on the list, to see it wrap nicely.';
    await trpcMutation(page, 'lists.addItem', { listId: list.id, media_type: 'movie', id: movie.id, note });
  }
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto(`/lists/${list.id}`);
  await expect(page.getByRole('button', { name: `Move ${movies[0]!.title} down` })).toBeInViewport();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/lists');
  await expect(page.getByRole('button', { name: /^Copy link: / })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto(`/l/${list.slug}`);
  await expect(page.getByText(`A list by ${account.username}`)).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
