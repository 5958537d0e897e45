import { type CatalogueItem, SESSION_KEYS } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { configureSources, signUp, trpcQuery } from './support';

/**
 * The player against the demo catalogue. The e2e API is started without operator sources, so the tests that
 * need some answer `player.sources` themselves, as an operator's PLAYER_SOURCES_FILE would.
 */

type Item = CatalogueItem;

async function findMovie(page: Page): Promise<Item> {
  const trending = await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'movie' });
  return trending.results[0]!;
}

const frame = (page: Page) => page.locator('iframe');
const source = (page: Page, name: string) => page.getByRole('radio', { name });

test("without an id there is nothing to play: 'No Movie/tv found'", async ({ page }) => {
  await signUp(page);
  await page.goto('/watch?name=nothing');
  await expect(page.getByRole('heading', { level: 1, name: 'No Movie/tv found' })).toBeVisible();
});

test('a movie plays its trailer first; the picker lists the operator sources, and the choice survives a reload', async ({
  page,
}) => {
  await signUp(page);
  await configureSources(page);
  const movie = await findMovie(page);
  await page.goto(`/watch?id=${movie.id}&name=${encodeURIComponent(movie.title ?? '')}`);

  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(
    page.getByText('Switch to different sources if the current one gives an error.'),
  ).toBeVisible();
  const radios = page.getByRole('radio');
  // Gamma has no movie template, so it is not offered for a film.
  await expect(radios).toHaveCount(3);
  await expect(source(page, 'Trailer')).toBeChecked();
  // The demo catalogue's trailer keys point at no real video: the built-in source plays Kinora's own preview.
  await expect(frame(page)).toHaveAttribute('src', `/preview/movie/${movie.id}`);
  await expect(frame(page)).toHaveAttribute('referrerpolicy', 'origin');
  await expect(frame(page)).not.toHaveAttribute('sandbox');

  const beta = page.locator('label').filter({ has: source(page, 'Beta') });
  await expect(beta).toContainText('Films only');
  await expect(beta).toContainText('Brave recommended');
  await expect(page.locator('label').filter({ has: source(page, 'Alpha') })).toContainText('adfree');

  await source(page, 'Beta').check();
  await expect(frame(page)).toHaveAttribute('src', `https://beta.invalid/embed?tmdb=${movie.id}`);

  await page.reload();
  await expect(source(page, 'Beta')).toBeChecked();
  await expect(frame(page)).toHaveAttribute('src', `https://beta.invalid/embed?tmdb=${movie.id}`);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.PLAYER_SOURCE_INDEX)).toBe(
    '2',
  );
});

test('on a fresh app the built-in source plays a preview the app itself serves', async ({ page }) => {
  await signUp(page);
  const trending = await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'movie' });
  const movie = trending.results.find((m) => m.backdrop_path)!;
  await page.goto(`/watch?id=${movie.id}&name=${encodeURIComponent(movie.title ?? '')}`);

  await expect(frame(page)).toHaveAttribute('src', `/preview/movie/${movie.id}`);
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(preview.getByText(/Kinora preview/)).toBeVisible();
  // It plays: its animations run and move on, and its picture is our own drawing.
  const inFrame = page.frame({ url: /\/preview\/movie\// })!;
  const clock = () =>
    inFrame.evaluate(() =>
      document
        .getAnimations()
        .map((animation) => [animation.playState, Number(animation.currentTime)] as const),
    );
  const before = await clock();
  expect(before.length).toBeGreaterThan(0);
  expect(before.every(([state]) => state === 'running')).toBe(true);
  await expect.poll(async () => (await clock())[0]![1]).toBeGreaterThan(before[0]![1]);
  const backdrop = await inFrame.evaluate(
    () => getComputedStyle(document.querySelector('.backdrop')!).backgroundImage,
  );
  expect(backdrop).toContain(`${new URL(page.url()).origin}/img/`);

  // An episode's preview names the episode.
  const show = (await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'tv' }))
    .results[0]!;
  await page.goto(`/watch?id=${show.id}&name=Show&season=1&episode=2&tepisodes=8`);
  await expect(frame(page)).toHaveAttribute('src', `/preview/tv/${show.id}?season=1&episode=2`);
  await expect(
    page
      .frameLocator('iframe')
      .getByText(/Season 1 · Episode 2/)
      .first(),
  ).toBeVisible();
});

test('a source whose host cannot be reached says so and offers the next source', async ({ page }) => {
  await signUp(page);
  await configureSources(page);
  const movie = await findMovie(page);
  await page.goto(`/watch?id=${movie.id}&name=x`);

  await source(page, 'Alpha').check();
  const failed = page.getByRole('alert').filter({ hasText: 'This source could not be reached.' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Try Beta' }).click();
  await expect(source(page, 'Beta')).toBeChecked();
  await expect(frame(page)).toHaveAttribute('src', `https://beta.invalid/embed?tmdb=${movie.id}`);
  // The last source offers the first one again, which always plays.
  await page.getByRole('alert').getByRole('button', { name: 'Try Trailer' }).click();
  await expect(source(page, 'Trailer')).toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(frame(page)).toHaveAttribute('src', `/preview/movie/${movie.id}`);
});

test('an episode fills the TV template, and a remembered index past the end falls back to the last source', async ({
  page,
}) => {
  await signUp(page);
  await configureSources(page);
  const show = (await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'tv' }))
    .results[0]!;
  await page.evaluate((key) => sessionStorage.setItem(key, '6'), SESSION_KEYS.PLAYER_SOURCE_INDEX);
  await page.goto(`/watch?id=${show.id}&name=Show&season=2&episode=3&tepisodes=8`);

  // For an episode: Trailer, Alpha (tv template), Gamma; Beta has none. Index 6 lands on the last one.
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expect(source(page, 'Gamma')).toBeChecked();
  await expect(frame(page)).toHaveAttribute('src', `https://gamma.invalid/${show.id}`);

  await source(page, 'Alpha').check();
  await expect(frame(page)).toHaveAttribute('src', `https://alpha.invalid/tv/${show.id}/2/3`);
});

test('Prev shows only after the first episode and Next only before the last', async ({ page }) => {
  await signUp(page);
  const show = (await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'tv' }))
    .results[0]!;
  const prev = page.getByRole('link', { name: /^Prev/ });
  const next = page.getByRole('link', { name: /^Next/ });

  await page.goto(`/watch?id=${show.id}&name=Show&season=1&episode=1&tepisodes=3`);
  await expect(next).toBeVisible();
  await expect(prev).toHaveCount(0);

  await next.click();
  await expect(page).toHaveURL(
    new RegExp(`/watch\\?id=${show.id}&name=Show&season=1&episode=2&tepisodes=3$`),
  );
  await expect(page.getByText('Season 1 · Episode 2 of 3')).toBeVisible();
  await expect(prev).toBeVisible();
  await expect(next).toBeVisible();

  await next.click();
  await expect(page).toHaveURL(/episode=3&tepisodes=3$/);
  await expect(prev).toBeVisible();
  await expect(next).toHaveCount(0);

  await prev.click();
  await expect(page).toHaveURL(/episode=2&tepisodes=3$/);
});

test('the ad-blocker tip shows once per session', async ({ page, browser }) => {
  await signUp(page);
  const movie = await findMovie(page);
  const tip = page.getByRole('complementary', { name: 'Tip' });

  await page.goto(`/watch?id=${movie.id}&name=x`);
  await expect(tip).toContainText(/ad blocker/);
  await page.getByRole('button', { name: 'Dismiss tip' }).click();
  await expect(tip).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'x' })).toBeVisible();
  await expect(tip).toBeHidden();

  // A new tab is a new session: the tip shows there once again.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto(`/watch?id=${movie.id}&name=x`);
  await expect(otherPage.getByRole('complementary', { name: 'Tip' })).toBeVisible();
  await other.close();
});

test('Lights off dims everything around the player until Escape', async ({ page }) => {
  await signUp(page);
  const movie = await findMovie(page);
  await page.goto(`/watch?id=${movie.id}&name=Dimmed`);
  const heading = page.getByRole('heading', { level: 1, name: 'Dimmed' });
  await expect(heading).toBeVisible();
  const isHeadingOnTop = () =>
    heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + 5, box.top + box.height / 2));
    });
  expect(await isHeadingOnTop()).toBe(true);

  // The button names what a press does next: "Lights off", then "Lights on" while the lights are off.
  const lights = page.getByRole('button', { name: /^Lights (off|on)$/ });
  await expect(lights).toHaveAccessibleName('Lights off');
  await lights.click();
  await expect(lights).toHaveAccessibleName('Lights on');
  expect(await isHeadingOnTop()).toBe(false);
  await expect(lights).toBeInViewport();

  await page.keyboard.press('Escape');
  await expect(lights).toHaveAccessibleName('Lights off');
  expect(await isHeadingOnTop()).toBe(true);
});

test('playing a movie and an episode records both in the watch history', async ({ page }) => {
  await signUp(page);
  const movie = await findMovie(page);
  const show = (await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'tv' }))
    .results[0]!;

  // The live page records the watch; the server's still markup of it shows the heading a moment before.
  const recorded = () =>
    page.waitForResponse((response) => response.url().includes('history.recordWatch') && response.ok());
  let recording = recorded();
  await page.goto(`/watch?id=${movie.id}&name=x`);
  await expect(page.getByRole('heading', { level: 1, name: 'x' })).toBeVisible();
  await recording;
  recording = recorded();
  await page.goto(`/watch?id=${show.id}&name=y&season=1&episode=2&tepisodes=5`);
  await expect(page.getByRole('heading', { level: 1, name: 'y' })).toBeVisible();
  await recording;

  await expect
    .poll(async () => {
      const history = await trpcQuery<{ id: number; type: string; season?: number; episode?: number }[]>(
        page,
        'history.watch',
        undefined,
      );
      return history.map(({ id, type, season, episode }) => ({ id, type, season, episode }));
    })
    .toEqual([
      { id: show.id, type: 'tv', season: 1, episode: 2 },
      { id: movie.id, type: 'movie', season: undefined, episode: undefined },
    ]);
});
