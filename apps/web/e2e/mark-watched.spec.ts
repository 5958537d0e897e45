import type { CatalogueItem, Episode, TitleDetail } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };

const today = () => new Date().toISOString().slice(0, 10);

/** A trending show with a picture whose first season has aired in full (every episode of it can be marked). */
async function showWithAiredSeason(page: Page) {
  const shows = withPicture((await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' })).results);
  for (const show of shows) {
    const detail = await trpcQuery<TitleDetail>(page, 'catalogue.details', { media: 'tv', id: show.id });
    const first = (detail.seasons ?? []).find((s) => s.season_number === 1);
    if (!first) continue;
    const season = await trpcQuery<{ episodes: Episode[] }>(page, 'catalogue.episodes', {
      id: show.id,
      season: 1,
    });
    const aired = season.episodes.every((e) => e.air_date !== null && e.air_date <= today());
    if (aired && season.episodes.length > 0) return { show, seasonName: first.name, season };
  }
  throw new Error('No trending show has a fully aired first season');
}

test('mark watched: a season today and a movie "I don\'t remember", both in the watch history', async ({
  page,
}) => {
  await signUp(page);
  const { show, seasonName, season } = await showWithAiredSeason(page);
  const [movie] = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  if (!movie) throw new Error('The catalogue has no pictured movie');
  const showName = show.name ?? '';
  const movieTitle = movie.title ?? '';

  // A whole season, today, from its header.
  await page.goto(`/tv/details?id=${show.id}&name=${encodeURIComponent(showName)}`);
  const seasonLabel = `Mark watched: ${showName} ${seasonName}`;
  await page.getByRole('button', { name: seasonLabel, exact: true }).click();
  const seasonMenu = page.getByRole('menu', { name: seasonLabel, exact: true });
  await seasonMenu.getByRole('menuitem', { name: 'Today' }).click();
  const count = season.episodes.length;
  await expect(
    page.getByText(`${count} episode${count === 1 ? '' : 's'} of season 1 marked watched`),
  ).toBeVisible();

  // The movie, by keyboard: open the menu, move to "I don't remember", choose it.
  await page.goto(`/movie?id=${movie.id}&name=${encodeURIComponent(movieTitle)}`);
  const markMovie = page.getByRole('button', { name: `Mark watched: ${movieTitle}`, exact: true });
  await markMovie.focus();
  await page.keyboard.press('Enter');
  const movieMenu = page.getByRole('menu', { name: `Mark watched: ${movieTitle}`, exact: true });
  await expect(movieMenu.getByRole('menuitem', { name: 'Today' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(movieMenu.getByRole('menuitem', { name: "I don't remember" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Marked watched', { exact: true })).toBeVisible();
  await expect(markMovie).toBeFocused();

  // The watch history: the movie (marked last) first, "date unknown"; then the season's episodes, dated today.
  await page.goto('/history?tab=watch');
  const rows = page.getByRole('list', { name: 'Watch History' }).getByRole('listitem');
  await expect(rows.first()).toContainText(movieTitle);
  await expect(rows.first()).toContainText('Date unknown');
  await expect(rows.nth(1)).toContainText(showName);
  await expect(rows.nth(1)).toContainText(/S1 E\d+/);
  await expect(rows.nth(1)).not.toContainText('Date unknown');
  await expect(rows.nth(1).locator('time')).toHaveAttribute('datetime', new RegExp(`^${today()}`));
});

test('mark watched on a phone: the menu of a season header stays on the screen @phone', async ({ page }) => {
  await signUp(page);
  const { show, seasonName } = await showWithAiredSeason(page);
  const showName = show.name ?? '';
  await page.goto(`/tv/details?id=${show.id}&name=${encodeURIComponent(showName)}`);
  const label = `Mark watched: ${showName} ${seasonName}`;
  await page.getByRole('button', { name: label, exact: true }).click();
  const menu = page.getByRole('menu', { name: label, exact: true });
  await expect(menu.getByRole('menuitem', { name: 'Today' })).toBeFocused();
  const box = await menu.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  await menu.getByRole('menuitem', { name: "I don't remember" }).click();
  await expect(page.getByText(/episodes? of season 1 marked watched/)).toBeVisible();
});
