import {
  CAST,
  type CatalogueItem,
  IMAX_DIRECTOR,
  OVERVIEW_MAX_CHARS,
  SESSION_KEYS,
  SIMILAR,
  type TitleDetail,
} from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcQuery } from './support';

/**
 * Movie and TV detail pages against the demo catalogue. The demo's dates move with the clock, so each test asks
 * the API (as the signed-in viewer) for a title that fits, instead of hard-coding ids.
 */

type Item = CatalogueItem;
type Detail = TitleDetail;

const today = () => new Date().toISOString().slice(0, 10);

/** A released film with a long overview, a full cast and similar list, and a trailer. */
async function findRichMovie(page: Page): Promise<Detail> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const trending = await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', {
      media: 'movie',
      page: pageNumber,
    });
    for (const item of trending.results) {
      const detail = await trpcQuery<Detail>(page, 'catalogue.details', { media: 'movie', id: item.id });
      if (
        (detail.overview ?? '').length <= OVERVIEW_MAX_CHARS ||
        !detail.release_date ||
        detail.release_date >= today()
      )
        continue;
      const [credits, similar, trailers] = await Promise.all([
        trpcQuery<{ cast: unknown[] }>(page, 'catalogue.credits', { media: 'movie', id: item.id }),
        trpcQuery<{ results: unknown[] }>(page, 'catalogue.similar', { media: 'movie', id: item.id }),
        trpcQuery<unknown[]>(page, 'catalogue.trailers', { media: 'movie', id: item.id }),
      ]);
      if (credits.cast.length > CAST.MAX && similar.results.length > SIMILAR.MAX && trailers.length > 0)
        return detail;
    }
  }
  throw new Error('The demo catalogue has no released film with a long overview, full cast and a trailer');
}

async function findMovieWithoutTrailer(page: Page): Promise<Item> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const popular = await trpcQuery<{ results: Item[] }>(page, 'catalogue.category', {
      media: 'movie',
      category: 'popular',
      page: pageNumber,
    });
    for (const item of popular.results) {
      const trailers = await trpcQuery<unknown[]>(page, 'catalogue.trailers', {
        media: 'movie',
        id: item.id,
      });
      if (trailers.length === 0) return item;
    }
  }
  throw new Error('Every demo film has a trailer');
}

/** A show with at least two seasons, the second long enough to scroll through. */
async function findShow(page: Page): Promise<Detail> {
  const trending = await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'tv' });
  for (const item of trending.results) {
    const detail = await trpcQuery<Detail>(page, 'catalogue.details', { media: 'tv', id: item.id });
    const seasons = (detail.seasons ?? []).filter((s) => s.season_number > 0);
    if (seasons.length >= 2 && (seasons[1]?.episode_count ?? 0) >= 6) return detail;
  }
  throw new Error('No trending demo show has two seasons');
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cards = (page: Page, name: string) => section(page, name).getByRole('listitem');

test('a movie page shows its facts, folds the overview and steps cast and similar titles', async ({
  page,
}) => {
  await signUp(page);
  const movie = await findRichMovie(page);
  await page.goto(`/movie?id=${movie.id}&name=${encodeURIComponent(movie.title ?? '')}`);

  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(page.getByText('PG-13', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/\d+ min$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find it in IMAX' })).toHaveCount(0);

  const fullOverview = movie.overview!;
  const overview = page.getByText(fullOverview.slice(0, 40));
  await expect(overview).not.toContainText(fullOverview);
  await page.getByRole('button', { name: 'Read more' }).click();
  await expect(overview).toContainText(fullOverview);
  await page.getByRole('button', { name: 'Read less' }).click();
  await expect(overview).not.toContainText(fullOverview);

  const cast = section(page, 'Cast');
  await expect(cards(page, 'Cast')).toHaveCount(CAST.INITIAL);
  await cast.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page, 'Cast')).toHaveCount(CAST.INITIAL + CAST.STEP);
  await cast.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page, 'Cast')).toHaveCount(CAST.MAX);
  await cast.getByRole('button', { name: 'Load Less' }).click();
  await expect(cards(page, 'Cast')).toHaveCount(CAST.INITIAL);

  const similar = section(page, 'Similar Movies');
  await expect(cards(page, 'Similar Movies')).toHaveCount(SIMILAR.INITIAL);
  await similar.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page, 'Similar Movies')).toHaveCount(SIMILAR.INITIAL + SIMILAR.STEP);
  await similar.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page, 'Similar Movies')).toHaveCount(SIMILAR.MAX);
  await similar.getByRole('button', { name: 'Load Less' }).click();
  await expect(cards(page, 'Similar Movies')).toHaveCount(SIMILAR.INITIAL);

  // The director's name leads to their person page.
  await page.getByText('Director:').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/person\/details\?id=\d+&name=/);
});

test('the trailer goes from picking to playing, and Escape hands focus back to its button', async ({
  page,
}) => {
  await signUp(page);
  const movie = await findRichMovie(page);
  await page.goto(`/movie?id=${movie.id}&name=x`);

  const trailerButton = page.getByRole('button', { name: 'Trailer' });
  await trailerButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);

  await dialog.getByRole('listitem').first().getByRole('button').click();
  // The demo catalogue's trailer keys point at no real video: the dialog plays Kinora's own preview.
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `/preview/movie/${movie.id}`);
  await expect(
    page.frameLocator('dialog iframe, [role=dialog] iframe').getByText(/Kinora preview/),
  ).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('allowfullscreen', '');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trailerButton).toBeFocused();
});

test('a movie without a trailer says so instead of opening an empty dialog', async ({ page }) => {
  await signUp(page);
  const movie = await findMovieWithoutTrailer(page);
  await page.goto(`/movie?id=${movie.id}&name=x`);

  await page.getByRole('button', { name: 'Trailer' }).click();
  await expect(page.getByText('No trailer fetched')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('List adds the movie to watch-later and Play opens the player for it', async ({ page }) => {
  await signUp(page);
  const movie = await findRichMovie(page);
  await page.goto(`/movie?id=${movie.id}&name=x`);

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByText(/added to your watchlist/)).toBeVisible();
  const watchlist = await trpcQuery<{ id: number }[]>(page, 'watchlist.list', undefined);
  expect(watchlist.map((item) => item.id)).toContain(movie.id);

  await page.getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(new RegExp(`/watch\\?id=${movie.id}&name=`));
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
});

test('an upcoming movie offers no Play button', async ({ page }) => {
  await signUp(page);
  const upcoming = await trpcQuery<{ results: Item[] }>(page, 'catalogue.category', {
    media: 'movie',
    category: 'upcoming',
  });
  const movie = upcoming.results.find((item) => (item.release_date ?? '') > today());
  expect(movie, 'an upcoming film').toBeDefined();
  await page.goto(`/movie?id=${movie!.id}&name=x`);

  await expect(page.getByRole('heading', { level: 1, name: movie!.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play' })).toHaveCount(0);
});

test(`${IMAX_DIRECTOR.name}'s recent films link to IMAX in a new tab`, async ({ page }) => {
  await signUp(page);
  const credits = await trpcQuery<{
    crew: (Item & { media_type: string; job?: string; year: string | null })[];
  }>(page, 'catalogue.personCredits', { id: IMAX_DIRECTOR.id });
  const film = credits.crew.find(
    (c) => c.media_type === 'movie' && c.job === 'Director' && Number(c.year) >= 2008,
  );
  test.skip(!film, `the demo credits ${IMAX_DIRECTOR.name} with no film from 2008 on today`);
  await page.goto(`/movie?id=${film!.id}&name=x`);

  const imax = page.getByRole('link', { name: /Find it in IMAX/ });
  await expect(imax).toHaveAttribute('href', /^https:\/\/www\.imax\.com\//);
  await expect(imax).toHaveAttribute('target', '_blank');
  await expect(imax).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a link without a usable id, or to an unknown title, says it was not found', async ({ page }) => {
  await signUp(page);
  await page.goto('/movie?name=nothing');
  await expect(page.getByRole('heading', { level: 1, name: 'Movie not found' })).toBeVisible();
  await page.goto('/tv/details?id=1&name=nothing');
  await expect(page.getByRole('heading', { level: 1, name: 'TV show not found' })).toBeVisible();
});

test('a show opens one season at a time, loading its episodes when it opens', async ({ page }) => {
  await signUp(page);
  const show = await findShow(page);
  await page.goto(`/tv/details?id=${show.id}&name=x`);
  await expect(page.getByRole('heading', { level: 1, name: show.name })).toBeVisible();

  const first = page.getByRole('button', { name: /^Season 1\b/ });
  const second = page.getByRole('button', { name: /^Season 2\b/ });
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstEpisodes = page
    .getByRole('region', { name: /^Season 1\b/ })
    .getByRole('link', { name: /^Play Episode/ });
  await expect(firstEpisodes).toHaveCount(show.seasons!.find((s) => s.season_number === 1)!.episode_count);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstEpisodes).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: /^Season 2\b/ }).getByRole('link', { name: /^Play Episode 1:/ }),
  ).toBeVisible();
});

test('back from an episode, the show re-opens the same season at the same scroll position', async ({
  page,
}) => {
  await signUp(page);
  const show = await findShow(page);
  const season = show.seasons!.find((s) => s.season_number === 2)!;
  await page.goto(`/tv/details?id=${show.id}&name=x`);

  await page.getByRole('button', { name: /^Season 2\b/ }).click();
  const play = page.getByRole('link', { name: /^Play Episode 5:/ });
  await play.scrollIntoViewIfNeeded();
  await play.click();

  await expect(page).toHaveURL(
    new RegExp(`/watch\\?id=${show.id}&name=.+&season=2&episode=5&tepisodes=${season.episode_count}$`),
  );
  const savedScrollY = Number(
    await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.TV_SCROLL_Y),
  );
  expect(savedScrollY).toBeGreaterThan(0);

  // A reload on the player leaves nothing in memory: the show page comes back from a fresh start, where only the
  // stored season and position can put the viewer back (the browser's own restoration gives up on the empty page).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: show.name })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: /^Season 2\b/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: /^Play Episode 5:/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(savedScrollY);
  expect(
    await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.NAVIGATING_FROM_TV_PAGE),
  ).toBe('false');
});

test('an episode can be added to watch-later on its own', async ({ page }) => {
  await signUp(page);
  const show = await findShow(page);
  await page.goto(`/tv/details?id=${show.id}&name=x`);

  await page.getByRole('button', { name: /^Season 1\b/ }).click();
  const region = page.getByRole('region', { name: /^Season 1\b/ });
  await region.getByRole('listitem').first().getByRole('button', { name: 'WatchLater' }).click();
  await expect(page.getByText(/added to your watchlist/)).toBeVisible();

  const watchlist = await trpcQuery<{ id: number; season?: number; episode?: number }[]>(
    page,
    'watchlist.list',
    undefined,
  );
  expect(watchlist).toContainEqual(expect.objectContaining({ id: show.id, season: 1, episode: 1 }));
});

async function findMovieWithThreeGenres(page: Page): Promise<Detail> {
  const trending = await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'movie' });
  for (const item of trending.results) {
    const detail = await trpcQuery<Detail & { genres: unknown[] }>(page, 'catalogue.details', {
      media: 'movie',
      id: item.id,
    });
    if (detail.genres.length >= 3) return detail;
  }
  throw new Error('No trending demo film has three genres');
}

const visibleGenres = (page: Page) =>
  page.getByRole('list', { name: 'Genres' }).getByRole('listitem').filter({ visible: true });

test('wide screens show up to three genres', async ({ page }) => {
  await signUp(page);
  const movie = await findMovieWithThreeGenres(page);
  await page.goto(`/movie?id=${movie.id}&name=x`);
  await expect(visibleGenres(page)).toHaveCount(3);
});

test('on a phone the movie page shows two genres, its actions, and nothing wider than the screen @phone', async ({
  page,
}) => {
  await signUp(page);
  const movie = await findMovieWithThreeGenres(page);
  await page.goto(`/movie?id=${movie.id}&name=x`);

  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(visibleGenres(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Trailer' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
