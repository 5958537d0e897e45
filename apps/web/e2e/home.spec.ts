import type { CatalogueItem } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signUp, trpcQuery } from './support';

/** Each hero title shows for 12 s, then fades out over 300 ms. */
const HERO_TURN_MS = 12_000 + 300;

const hero = (page: Page, media: 'movies' | 'TV shows') =>
  page.getByRole('region', { name: `Trending ${media}` });
const heroTitle = (page: Page) =>
  page.getByRole('group', { name: /^\d+ of \d+$/ }).getByRole('heading', { level: 2 });

/** A row of the home page: its carousel section, named by its heading. */
const row = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

type Trending = { results: CatalogueItem[] };

/** The trending movie the hero shows; the pointer is put on the hero first, which holds the rotation. */
async function shownTrendingMovie(page: Page) {
  await hero(page, 'movies').hover();
  const title = await heroTitle(page).textContent();
  const trending = await trpcQuery<Trending>(page, 'catalogue.trending', { media: 'movie' });
  return trending.results.find((item) => item.title === title)!;
}

async function expectHeroPictureLoaded(page: Page, media: 'movies' | 'TV shows') {
  const title = (await heroTitle(page).textContent())!;
  const picture = hero(page, media).getByRole('img', { name: title, exact: true });
  await expect(picture).toHaveAttribute('src', /\/img\/original\//);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('a new account lands on home: the authUser marker leaves the URL, hero and rows show movies', async ({
  page,
}) => {
  await signUp(page);

  await expect(page).toHaveURL(/\/$/);
  await expect(hero(page, 'movies')).toBeVisible();
  await expect(heroTitle(page)).not.toBeEmpty();
  await expectHeroPictureLoaded(page, 'movies');
  const view = hero(page, 'movies').getByRole('link', { name: 'View', exact: true });
  await expect(view).toHaveAttribute('href', /^\/movie\?id=\d+&name=/);
  const shown = await shownTrendingMovie(page);
  await expect(hero(page, 'movies').getByText(`Rating ${shown.vote_average!.toFixed(1)}`)).toBeVisible();
  await expect(hero(page, 'movies').getByText(shown.overview!.slice(0, 60))).toBeVisible();
  // One logo on a wide screen: the sidebar's. The hero's own logo is for screens without a sidebar.
  await expect(page.getByRole('link', { name: 'Kinora home' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Kinora home' })).toHaveCount(0);

  for (const heading of ['Now Playing', 'Top Rated', 'Popular', 'Upcoming']) {
    const section = row(page, heading);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link').first()).toHaveAttribute('href', /^\/movie\?id=\d+&name=/);
  }
  const people = row(page, 'Popular People');
  await people.scrollIntoViewIfNeeded();
  await expect(people.getByRole('link').first()).toHaveAttribute('href', /^\/person\/details\?id=\d+&name=/);

  // A card opens its title's page.
  const firstCard = row(page, 'Now Playing').getByRole('link').first();
  await firstCard.scrollIntoViewIfNeeded();
  const href = await firstCard.getAttribute('href');
  await firstCard.click();
  await expect(page).toHaveURL(href!);
});

test('a returning user: ?authUser=old leaves the URL', async ({ page }) => {
  const account = await signUp(page);
  await page.context().clearCookies();

  await signIn(page, account);

  await expect(hero(page, 'movies')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the navigation's Tvshow item switches home to TV, and Movies switches back", async ({ page }) => {
  await signUp(page);
  await expect(hero(page, 'movies')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tvshow' }).click();

  await expect(hero(page, 'TV shows')).toBeVisible();
  await expect(hero(page, 'TV shows').getByRole('link', { name: 'View', exact: true })).toHaveAttribute(
    'href',
    /^\/tv\/details\?id=\d+&name=/,
  );
  await expectHeroPictureLoaded(page, 'TV shows');
  for (const heading of ['Airing Today', 'On The Air']) {
    const section = row(page, heading);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link').first()).toHaveAttribute('href', /^\/tv\/details\?id=\d+&name=/);
  }
  await expect(page.getByRole('heading', { name: 'Now Playing' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies' }).click();
  await expect(hero(page, 'movies')).toBeVisible();
});

test('the hero WatchLater adds the shown title to the watchlist', async ({ page }) => {
  await signUp(page);
  const banner = hero(page, 'movies');
  // The pointer over the hero holds the rotation, so the title read is the one added.
  await banner.hover();
  const title = (await heroTitle(page).textContent())!;

  await banner.getByRole('button', { name: /WatchLater/ }).click();

  await expect(page.getByText(/added to your watchlist/)).toBeVisible();
  const list = await trpcQuery<{ title: string; type: string }[]>(page, 'watchlist.list');
  expect(list.map((item) => [item.type, item.title])).toEqual([['movie', title]]);
});

test('the hero moves on every 12 s, wrapping around, and its buttons step through the titles', async ({
  page,
}) => {
  await page.clock.install();
  await signUp(page);
  const banner = hero(page, 'movies');
  await expect(banner).toBeVisible();
  // Keep the pointer off the hero: hovering it holds the rotation.
  await page.mouse.move(1, 1);
  const slide = page.getByRole('group', { name: /^\d+ of \d+$/ });
  const count = Number((await slide.getAttribute('aria-label'))!.split(' of ')[1]);
  const first = (await heroTitle(page).textContent())!;

  await page.clock.fastForward(HERO_TURN_MS);
  await expect(slide).toHaveAttribute('aria-label', `2 of ${count}`);
  await expect(heroTitle(page)).not.toHaveText(first);

  await banner.getByRole('button', { name: 'Previous title' }).click();
  await expect(slide).toHaveAttribute('aria-label', `1 of ${count}`);
  await banner.getByRole('button', { name: 'Previous title' }).click();
  await expect(slide).toHaveAttribute('aria-label', `${count} of ${count}`);
  await banner.getByRole('button', { name: 'Next title' }).click();
  await expect(heroTitle(page)).toHaveText(first);
});

test('on a phone the hero leaves out the overview, and the More drawer switches to TV @phone', async ({
  page,
}) => {
  await signUp(page);
  const banner = hero(page, 'movies');
  await expect(banner).toBeVisible();
  await expect(heroTitle(page)).toBeVisible();
  await expect(banner.getByRole('link', { name: 'View', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: /WatchLater/ })).toBeVisible();
  // No sidebar on a phone: the hero carries the logo, linking home.
  await expect(page.getByRole('main').getByRole('link', { name: 'Kinora home' })).toHaveAttribute(
    'href',
    '/',
  );
  // Phones are narrower than 768 px: no overview.
  const shown = await shownTrendingMovie(page);
  await expect(banner.getByText(shown.overview!.slice(0, 60))).toBeHidden();

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Tvshow' }).click();

  await expect(hero(page, 'TV shows')).toBeVisible();
  const catalogue = page.getByRole('main').getByRole('group', { name: 'Catalogue' });
  await expect(catalogue.getByRole('radio', { name: 'TV Shows' })).toBeChecked();
  await catalogue.getByText('Movies', { exact: true }).click();
  await expect(hero(page, 'movies')).toBeVisible();
});
