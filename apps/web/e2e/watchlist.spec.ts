import type { CatalogueItem, WatchTarget } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcMutation, trpcQuery } from './support';

type Target = WatchTarget;

type Listing = { results: CatalogueItem[] };

/** A show from the trending list and two episodes of its first season. */
async function showAndEpisodes(page: Page) {
  const shows = await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' });
  const [show, episodic] = shows.results;
  const details = await trpcQuery<{ seasons: { season_number: number; episode_count: number }[] }>(
    page,
    'catalogue.details',
    { media: 'tv', id: episodic!.id },
  );
  const season = details.seasons.find((s) => s.season_number > 0 && s.episode_count >= 2)!.season_number;
  const { episodes } = await trpcQuery<{ episodes: { episode_number: number }[] }>(
    page,
    'catalogue.episodes',
    {
      id: episodic!.id,
      season,
    },
  );
  return {
    show: { type: 'tv', id: show!.id } satisfies Target,
    episodes: episodes
      .slice(0, 2)
      .map((e) => ({ type: 'tv', id: episodic!.id, season, episode: e.episode_number }) satisfies Target),
  };
}

async function seedMovies(page: Page, count: number) {
  const movies = await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' });
  for (const movie of movies.results.slice(0, count)) {
    await trpcMutation(page, 'watchlist.add', { type: 'movie', id: movie.id });
  }
}

const entries = (page: Page, type: 'Movie' | 'Tv') =>
  page.getByRole('list', { name: `${type} entries` }).getByRole('link');
const removeButtons = (page: Page) => page.getByRole('button', { name: /^Remove / });
const typeButton = (page: Page, type: 'Movie' | 'Tv') =>
  page
    .getByRole('navigation', { name: 'Watchlist type' })
    .getByRole('button', { name: new RegExp(`^${type}`) });

test('watchlist: pages through movies, switches to Tv, removes entries of both types', async ({ page }) => {
  await signUp(page);
  await seedMovies(page, 12);
  const { show, episodes } = await showAndEpisodes(page);
  await trpcMutation(page, 'watchlist.add', show);
  for (const episode of episodes) await trpcMutation(page, 'watchlist.add', episode);

  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { name: 'Movie Watchlist', level: 1 })).toBeVisible();
  await expect(typeButton(page, 'Movie')).toHaveText('Movie12');
  await expect(typeButton(page, 'Tv')).toHaveText('Tv3');
  await expect(entries(page, 'Movie')).toHaveCount(10);
  await expect(entries(page, 'Movie').first()).toHaveAttribute('href', /^\/movie\?id=\d+&name=/);
  await expect(page.getByRole('button', { name: 'Load Less' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(entries(page, 'Movie')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Load Less' }).click();
  await expect(entries(page, 'Movie')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Load Less' })).toHaveCount(0);

  await typeButton(page, 'Tv').click();
  await expect(page.getByRole('heading', { name: 'Tv Watchlist', level: 1 })).toBeVisible();
  await expect(entries(page, 'Tv')).toHaveCount(3);
  // Newest first: the episode added last leads.
  const newest = episodes[1]!;
  await expect(entries(page, 'Tv').first()).toHaveAttribute(
    'href',
    new RegExp(
      `^/watch\\?id=${newest.id}&name=[^&]+&season=${newest.season}&episode=${newest.episode}&tepisodes=\\d+$`,
    ),
  );
  await expect(entries(page, 'Tv').last()).toHaveAttribute(
    'href',
    new RegExp(`^/tv/details\\?id=${show.id}&name=`),
  );

  // The type is remembered for the session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tv Watchlist', level: 1 })).toBeVisible();

  await removeButtons(page).first().click();
  await expect(page.getByText('Removed from your watchlist').first()).toBeVisible();
  await expect(entries(page, 'Tv')).toHaveCount(2);
  await expect(typeButton(page, 'Tv')).toHaveText('Tv2');
  while ((await removeButtons(page).count()) > 0) {
    const left = await removeButtons(page).count();
    await removeButtons(page).first().click();
    await expect(removeButtons(page)).toHaveCount(left - 1);
  }
  await expect(
    page.getByText('No tv shows in your watchlist. Switch to Movie or add some tv shows!', { exact: true }),
  ).toBeVisible();

  await typeButton(page, 'Movie').click();
  await expect(entries(page, 'Movie')).toHaveCount(10);
  for (let left = 12; left > 0; left--) {
    await removeButtons(page).first().click();
    await expect(typeButton(page, 'Movie')).toHaveText(`Movie${left - 1}`);
  }
  const empty = page.getByText('Your watchlist is empty. Start adding movies!', { exact: true });
  await expect(empty).toBeVisible();
  // The popcorn is a drawing the app ships, not an emoji that needs a font.
  await expect(page.getByTestId('empty-watchlist').locator('svg')).toBeVisible();
});

test('watchlist on a phone: the dropdown switches type; a failed removal says so @phone', async ({
  page,
}) => {
  await signUp(page);
  const { show } = await showAndEpisodes(page);
  await trpcMutation(page, 'watchlist.add', show);

  await page.goto('/watchlist');
  await expect(page.getByRole('navigation', { name: 'Watchlist type' })).toBeHidden();
  await expect(
    page.getByText('No movies in your watchlist. Switch to Tv or add some movies!', { exact: true }),
  ).toBeVisible();

  const typeSelect = page.getByRole('combobox', { name: 'Watchlist type' });
  await expect(typeSelect.locator('option')).toHaveText(['Movie (0)', 'Tv (1)']);
  await typeSelect.selectOption('Tv');
  await expect(page.getByRole('heading', { name: 'Tv Watchlist', level: 1 })).toBeVisible();
  await expect(entries(page, 'Tv')).toHaveCount(1);

  await page.route('**/trpc/watchlist.remove**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '[]' }),
  );
  await removeButtons(page).first().click();
  await expect(page.getByText('Failed to remove item from watchlist', { exact: true })).toBeVisible();
  await expect(entries(page, 'Tv')).toHaveCount(1);
});
