import type { CatalogueItem, Episode } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { configureSources, signUp, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };

const today = () => new Date().toISOString().slice(0, 10);
const row = (page: Page) => page.getByRole('region', { name: 'Continue watching' });
const source = (page: Page, name: string) => page.getByRole('radio', { name });

/** A trending show whose first three episodes have aired, whatever today's demo catalogue holds. */
async function showWithThreeAiredEpisodes(page: Page) {
  for (const show of withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' })).results,
  )) {
    const { episodes } = await trpcQuery<{ episodes: Episode[] }>(page, 'catalogue.episodes', {
      id: show.id,
      season: 1,
    });
    if (
      episodes.length >= 3 &&
      episodes.slice(0, 3).every((e) => e.air_date !== null && e.air_date <= today())
    ) {
      return { show, third: episodes[2]! };
    }
  }
  throw new Error('no trending show has three aired episodes today');
}

test('continue watching: watch episode 2, find episode 3 on home, resume it with the source chosen for the show', async ({
  page,
}) => {
  await signUp(page);
  await configureSources(page);
  const { show, third } = await showWithThreeAiredEpisodes(page);
  const [movie] = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );

  await page.goto(`/watch?id=${show.id}&name=${encodeURIComponent(show.name!)}&season=1&episode=2`);
  await source(page, 'Gamma').check();
  await expect(source(page, 'Gamma')).toBeChecked();
  // Another title's choice changes the tab's source, not the show's.
  await page.goto(`/watch?id=${movie!.id}&name=${encodeURIComponent(movie!.title!)}`);
  await source(page, 'Alpha').check();

  await page.goto('/');
  const card = row(page).getByRole('link', { name: show.name! });
  await expect(card).toContainText(`S1 · E3 · ${third.name}`);
  await expect(row(page).getByRole('link', { name: movie!.title! })).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/season=1&episode=3/);
  await expect(page.getByText('Season 1 · Episode 3')).toBeVisible();
  await expect(source(page, 'Gamma')).toBeChecked();

  await page.goto('/');
  // The card goes at once; the reload waits for the hide to be stored, as a viewer's next visit would.
  const stored = page.waitForResponse((response) => response.url().includes('history.hideContinueWatching'));
  await row(page)
    .getByRole('button', { name: `Hide ${movie!.title} from Continue watching` })
    .click();
  await expect(row(page).getByRole('link', { name: movie!.title! })).toHaveCount(0);
  expect((await stored).ok()).toBe(true);
  await page.reload();
  await expect(row(page).getByRole('link', { name: show.name! })).toContainText('E4');
  await expect(row(page).getByRole('link', { name: movie!.title! })).toHaveCount(0);
});

test('continue watching is not shown to a new account', async ({ page }) => {
  const answered = page.waitForResponse((response) => response.url().includes('history.continueWatching'));
  await signUp(page);
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(row(page)).toHaveCount(0);
});
