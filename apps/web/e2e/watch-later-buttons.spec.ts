import type { CatalogueItem, TitleDetail } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcQuery } from './support';

/**
 * Issue-level journey: the same watch-later procedure behind all four buttons (hero, movie page, TV page,
 * episode row), each toasting the server's message, and everything added showing up on /watchlist.
 */

type Listing = { results: CatalogueItem[] };
type Show = TitleDetail;

async function addedToast(page: Page, noun: 'Movie' | 'Show' | 'Episode') {
  await expect(page.getByText(`${noun} added to your watchlist`)).toBeVisible();
}

test('adds from the hero, a movie page, a TV page and an episode row; the watchlist lists all four', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/');

  const hero = page.getByRole('region', { name: 'Trending movies' });
  await hero.hover();
  const heroTitle = (await page
    .getByRole('group', { name: /^\d+ of \d+$/ })
    .getByRole('heading', { level: 2 })
    .textContent())!;
  await hero.getByRole('button', { name: 'WatchLater' }).click();
  await addedToast(page, 'Movie');

  const popular = await trpcQuery<Listing>(page, 'catalogue.category', {
    media: 'movie',
    category: 'popular',
  });
  const movie = popular.results.find((m) => m.title !== heroTitle)!;
  await page.goto(`/movie?id=${movie.id}&name=${encodeURIComponent(movie.title!)}`);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await addedToast(page, 'Movie');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByText('Movie is already in your watchlist')).toBeVisible();

  const shows = await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' });
  const show = await trpcQuery<Show>(page, 'catalogue.details', { media: 'tv', id: shows.results[0]!.id });
  await page.goto(`/tv/details?id=${show.id}&name=${encodeURIComponent(show.name!)}`);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await addedToast(page, 'Show');
  const season = show.seasons!.find((s) => s.season_number >= 1)!.season_number;
  await page.getByRole('button', { name: new RegExp(`^Season ${season}\\b`) }).click();
  const episodes = page.getByRole('region', { name: new RegExp(`^Season ${season}\\b`) });
  await episodes
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^WatchLater/ })
    .click();
  await addedToast(page, 'Episode');

  await page.goto('/watchlist');
  const movies = page.getByRole('list', { name: 'Movie entries' });
  await expect(movies.getByRole('link')).toHaveCount(2);
  await expect(movies.getByText(heroTitle, { exact: true })).toBeVisible();
  await expect(movies.getByText(movie.title!, { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Watchlist type' }).getByRole('button', { name: /^Tv/ }).click();
  const tv = page.getByRole('list', { name: 'Tv entries' }).getByRole('link');
  await expect(tv).toHaveCount(2);
  await expect(tv.first()).toHaveAttribute(
    'href',
    new RegExp(`^/watch\\?id=${show.id}&.*season=${season}&episode=1`),
  );
  await expect(tv.nth(1)).toHaveAttribute('href', new RegExp(`^/tv/details\\?id=${show.id}`));
});
