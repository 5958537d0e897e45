import type { CatalogueItem, PersonListItem } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcQuery, withPicture } from './support';

const PLACEHOLDER = 'Enter atleast 3 characters to search';

const searchBox = (page: Page) => page.getByPlaceholder(PLACEHOLDER);
const results = (page: Page) => page.getByRole('region', { name: /^Results/ });
const resultCards = (page: Page) => results(page).getByRole('listitem');

async function cardNames(page: Page): Promise<string[]> {
  return resultCards(page).locator('p').allTextContents();
}

type Listing = { results: Array<CatalogueItem & PersonListItem> };

/**
 * What the page should list, in order: the catalogue's own order of relevance (its first two pages), only what
 * can be pictured, no title twice.
 */
async function catalogueOrder(page: Page, type: 'movie' | 'tv' | 'person', query: string): Promise<string[]> {
  const seen = new Set<number>();
  const names: string[] = [];
  for (const number of [1, 2]) {
    const listing = await trpcQuery<Listing>(page, 'catalogue.search', { type, query, page: number });
    const pictured =
      type === 'person' ? withPicture(listing.results as PersonListItem[]) : withPicture(listing.results);
    for (const item of pictured as Array<{ id: number; title?: string; name?: string }>) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      names.push(item.title ?? item.name ?? '');
    }
  }
  return names;
}

async function openSearch(page: Page) {
  await signUp(page);
  await page.getByRole('link', { name: 'Search' }).first().click();
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
}

test("searches movies, TV shows and people in the catalogue's order of relevance, 10 at first and 4 more per Load More", async ({
  page,
}) => {
  await openSearch(page);

  await searchBox(page).fill('the');
  await expect(resultCards(page)).toHaveCount(10);
  const firstTen = await cardNames(page);
  const movies = await catalogueOrder(page, 'movie', 'the');
  expect(firstTen).toEqual(movies.slice(0, 10));
  await expect(resultCards(page).first().getByRole('link')).toHaveAttribute('href', /^\/movie\?id=\d+&name=/);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(resultCards(page)).toHaveCount(14);
  const fourteen = await cardNames(page);
  expect(fourteen.slice(0, 10)).toEqual(firstTen);
  expect(fourteen).toEqual(movies.slice(0, 14));

  await page.getByText('TV Show', { exact: true }).click();
  await expect(resultCards(page).first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/tv\/details\?id=\d+&name=/,
  );
  await expect(resultCards(page)).toHaveCount(10);
  const shows = await cardNames(page);
  expect(shows).toEqual((await catalogueOrder(page, 'tv', 'the')).slice(0, 10));

  await page.getByText('Person', { exact: true }).click();
  await expect(resultCards(page).first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/person\/details\?id=\d+&name=/,
  );
  await expect(resultCards(page).first()).toBeVisible();
  const people = await cardNames(page);
  expect(people).toEqual((await catalogueOrder(page, 'person', 'the')).slice(0, people.length));
});

test('fewer than 3 characters clear the results; nothing found says so', async ({ page }) => {
  await openSearch(page);
  await searchBox(page).fill('the');
  await expect(resultCards(page)).toHaveCount(10);

  await searchBox(page).fill('th');
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Trending searches' })).toBeVisible();

  await searchBox(page).fill('qqxxzzqq');
  await expect(page.getByText('No movies found for “qqxxzzqq”', { exact: false })).toBeVisible();
});

test('the type and query are remembered when coming back to search', async ({ page }) => {
  await openSearch(page);
  await page.getByText('TV Show', { exact: true }).click();
  await searchBox(page).fill('the');
  const first = resultCards(page).first().getByRole('link');
  const href = (await first.getAttribute('href'))!;

  await first.click();
  await expect(page).toHaveURL(href);
  await page.getByRole('link', { name: 'Search' }).first().click();

  await expect(searchBox(page)).toHaveValue('the');
  await expect(page.getByRole('radio', { name: 'TV Show' })).toBeChecked();
  await expect(resultCards(page).first().getByRole('link')).toHaveAttribute('href', href);
});

test('Surprise Me fills the box with a title and searches it', async ({ page }) => {
  await openSearch(page);

  await page.getByRole('button', { name: 'Surprise Me' }).click();

  await expect(searchBox(page)).not.toHaveValue('');
  const title = await searchBox(page).inputValue();
  await expect(results(page).getByRole('link', { name: title }).first()).toBeVisible();
});

test('trending searches show 14 titles, and one opens its page', async ({ page }) => {
  await openSearch(page);
  const trending = page.getByRole('region', { name: 'Trending searches' });

  await expect(trending.getByRole('link')).toHaveCount(14);
  await expect(trending.getByRole('link').nth(0)).toHaveAttribute('href', /^\/movie\?/);
  await expect(trending.getByRole('link').nth(2)).toHaveAttribute('href', /^\/tv\/details\?/);

  const third = trending.getByRole('link').nth(2);
  const href = (await third.getAttribute('href'))!;
  await third.click();
  await expect(page).toHaveURL(href);
});

test('search links to the AI assistant', async ({ page }) => {
  await openSearch(page);

  await page.getByRole('link', { name: 'Ask the AI assistant instead' }).click();

  await expect(page).toHaveURL(/\/chat$/);
});

test('on a phone: search, load more and open a result @phone', async ({ page }) => {
  await signUp(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Search' }).last().click();

  await searchBox(page).fill('the');
  await expect(resultCards(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(resultCards(page)).toHaveCount(14);
  const card = resultCards(page).nth(12).getByRole('link');
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(href);
});

/** The demo catalogue's first adult movie: its ids start at 600000 and a few in a hundred are adult. */
async function findAdultMovie(page: Page): Promise<string> {
  for (let id = 600_000; id < 601_000; id++) {
    const movie = await trpcQuery<{ adult?: boolean; title?: string }>(page, 'catalogue.details', {
      media: 'movie',
      id,
    });
    if (movie.adult && movie.title) return movie.title;
  }
  throw new Error('the demo catalogue has no adult movie in its first thousand');
}

async function setAdultContent(page: Page, on: boolean) {
  await page.goto('/profile');
  const adult = page.getByRole('switch', { name: 'Adult content' });
  if ((await adult.getAttribute('aria-checked')) !== String(on)) await adult.click();
  await expect(adult).toHaveAttribute('aria-checked', String(on));
}

test('adult titles appear in search only while the adult-content switch is on', async ({ page }) => {
  await signUp(page);
  await setAdultContent(page, true);
  const title = await findAdultMovie(page);
  // Searches the title and waits for the answer: cards, or the "No movies found" line (not the loading one).
  const search = async () => {
    await page.getByRole('link', { name: 'Search' }).first().click();
    await searchBox(page).fill(title);
    const answered = resultCards(page)
      .first()
      .or(results(page).getByRole('status').filter({ hasText: 'found' }));
    await expect(answered).toBeVisible();
  };

  // Its card, not a title that only contains its name.
  const card = resultCards(page).filter({ has: page.getByText(title, { exact: true }) });
  await search();
  await expect(card).toHaveCount(1);

  await setAdultContent(page, false);
  await search();
  await expect(card).toHaveCount(0);
});
