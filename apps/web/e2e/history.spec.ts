import type { CatalogueItem, PersonListItem } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcMutation, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };

/**
 * Searches a movie, a show and a person by full name: the API records each search's first hit. Each is one that
 * search lists (it has a picture), whatever today's trending order is.
 */
async function seedSearches(page: Page) {
  const [movie] = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  const [show] = withPicture((await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' })).results);
  const [person] = withPicture(
    (await trpcQuery<{ results: PersonListItem[] }>(page, 'catalogue.popularPeople', {})).results,
  );
  if (!movie || !show || !person) throw new Error('The catalogue has no pictured movie, show or person');
  await trpcQuery(page, 'catalogue.search', { type: 'movie', query: movie.title });
  await trpcQuery(page, 'catalogue.search', { type: 'tv', query: show.name });
  await trpcQuery(page, 'catalogue.search', { type: 'person', query: person.name });
}

/** 11 movies, then two episodes of one show: 13 watches. */
async function seedWatches(page: Page) {
  const movies = (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results;
  for (const movie of movies.slice(0, 11))
    await trpcMutation(page, 'history.recordWatch', { type: 'movie', id: movie.id });
  const show = (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' })).results[1]!;
  for (const episode of [1, 2]) {
    await trpcMutation(page, 'history.recordWatch', { type: 'tv', id: show.id, season: 1, episode });
  }
  return show;
}

const CHATS = ['a space opera for tonight?', 'something like a heist film', 'feel-good series to binge'];

async function seedChats(page: Page) {
  for (const query of CHATS)
    await trpcMutation(page, 'history.recordChat', { query, response: `Try these for: ${query}` });
}

const rows = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem');
const rowLinks = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('link');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('history: each tab lists its entries newest first, pages by 6, deletes and clears', async ({ page }) => {
  await signUp(page);
  await seedSearches(page);
  const show = await seedWatches(page);
  await seedChats(page);

  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  await expect(tab(page, 'Search History')).toHaveAttribute('aria-selected', 'true');
  const searches = rowLinks(page, 'Search History');
  await expect(searches).toHaveCount(3);
  await expect(searches.nth(0)).toHaveAttribute('href', /^\/person\/details\?id=\d+&name=/);
  await expect(searches.nth(1)).toHaveAttribute('href', /^\/tv\/details\?id=\d+&name=/);
  await expect(searches.nth(2)).toHaveAttribute('href', /^\/movie\?id=\d+&name=/);
  await expect(searches.nth(2).getByRole('img')).toBeVisible();

  // Arrow keys move along the tabs.
  await tab(page, 'Search History').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Watch History')).toBeFocused();
  await expect(page).toHaveURL(/\/history\?tab=watch$/);
  await expect(rows(page, 'Watch History')).toHaveCount(6);
  await expect(rowLinks(page, 'Watch History').first()).toHaveAttribute(
    'href',
    new RegExp(`^/watch\\?id=${show.id}&name=[^&]+&season=1&episode=2&tepisodes=\\d+$`),
  );
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows(page, 'Watch History')).toHaveCount(12);
  await expect(rowLinks(page, 'Watch History').last()).toHaveAttribute('href', /^\/movie\?id=\d+&name=/);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows(page, 'Watch History')).toHaveCount(13);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  const firstTitle = await rowLinks(page, 'Watch History').first().locator('p').first().textContent();
  await page
    .getByRole('button', { name: `Delete ${firstTitle} from watch history` })
    .first()
    .click();
  await expect(page.getByText('Removed from your history').first()).toBeVisible();
  await expect(rows(page, 'Watch History')).toHaveCount(12);

  await tab(page, 'Chat History').click();
  await expect(page).toHaveURL(/\/history\?tab=chat$/);
  const chats = rowLinks(page, 'Chat History');
  await expect(chats).toHaveCount(3);
  await expect(chats.first()).toContainText(CHATS[2]!);
  await expect(chats.first()).toHaveAttribute('href', `/chat?${new URLSearchParams({ query: CHATS[2]! })}`);

  // Navigating away and back to /history opens the remembered tab.
  await page.getByRole('link', { name: 'Anime' }).first().click();
  await expect(page.getByRole('heading', { name: 'Anime', level: 1 })).toBeVisible();
  await page.goto('/history');
  await expect(tab(page, 'Chat History')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  await expect(page.getByText('No Chat history found.', { exact: true })).toBeVisible();

  await page.goto('/history?tab=watch');
  await expect(tab(page, 'Watch History')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No watch history found.', { exact: true })).toBeVisible();

  await tab(page, 'Search History').click();
  await expect(searches).toHaveCount(3);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No search history found.', { exact: true })).toBeVisible();

  // Cleared on the server, not only on screen.
  await page.reload();
  await expect(page.getByText('No search history found.', { exact: true })).toBeVisible();
});

test('the single-list history pages show one list each, under its heading', async ({ page }) => {
  await signUp(page);
  await seedChats(page);
  await seedSearches(page);

  await page.goto('/profile/chatHistory');
  await expect(page.getByRole('heading', { name: 'Chat History', level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(rows(page, 'Chat History')).toHaveCount(3);
  await page.getByRole('button', { name: `Delete ${CHATS[0]} from chat history` }).click();
  await expect(rows(page, 'Chat History')).toHaveCount(2);
  await expect(page.getByText(CHATS[0]!, { exact: true })).toHaveCount(0);

  await page.goto('/profile/searchHistory');
  await expect(page.getByRole('heading', { name: 'Search History', level: 1 })).toBeVisible();
  await expect(rows(page, 'Search History')).toHaveCount(3);

  await page.goto('/profile/watchHistory');
  await expect(page.getByRole('heading', { name: 'Watch History', level: 1 })).toBeVisible();
  await expect(page.getByText('No watch history found.', { exact: true })).toBeVisible();
});

test('history on a phone: the tabs fit and an entry opens its page @phone', async ({ page }) => {
  await signUp(page);
  await seedSearches(page);
  await page.goto('/history');
  for (const name of ['Search History', 'Watch History', 'Chat History']) {
    await expect(tab(page, name)).toBeVisible();
  }
  // Every label takes as many lines as the others, so the row reads evenly (one used to wrap, one did not).
  const lines = await page.getByRole('tab').evaluateAll((tabs) =>
    tabs.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(range.getBoundingClientRect().height / lineHeight);
    }),
  );
  expect(lines).toHaveLength(3);
  expect(new Set(lines).size, `lines per tab: ${lines.join(', ')}`).toBe(1);
  const href = await rowLinks(page, 'Search History').last().getAttribute('href');
  await rowLinks(page, 'Search History').last().click();
  await expect(page).toHaveURL(href!);
});
