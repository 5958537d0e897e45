import type { CatalogueItem } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcMutation, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };

/**
 * A trending film with a picture (Your ratings shows its poster), and how its page is addressed. Each journey takes
 * its own (`pick`), since journeys run side by side on one server and Kinora's average is everyone's.
 */
async function aMovie(page: Page, pick: number) {
  const movies = await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' });
  const movie = withPicture(movies.results)[pick]!;
  const title = movie.title ?? movie.name ?? '';
  return {
    id: movie.id,
    title,
    href: `/movie?${new URLSearchParams({ id: String(movie.id), name: title })}`,
  };
}

const REVIEW = 'The last act turns everything around: the <b>narrator</b> was the thief.';

test('ratings: rate a film by keyboard with a spoiler review, see it, change it, remove it', async ({
  page,
}) => {
  await signUp(page);
  const movie = await aMovie(page, 1);
  // A retried run finds the first attempt's rating in the average: count from what is there.
  const before = await trpcQuery<{ kinora: { count: number } }>(page, 'ratings.forTitle', {
    media: 'movie',
    id: movie.id,
  });
  const ratingsAfter = `(${before.kinora.count + 1} rating${before.kinora.count === 0 ? '' : 's'})`;
  await page.goto(movie.href);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(page.getByTestId('kinora-rating')).toContainText('Kinora:');

  // Keyboard only: open the dialog, set 3.5 stars, write the review, flag it, save.
  const rate = page.getByRole('button', { name: 'Rate this movie' });
  await rate.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Rate ${movie.title}` });
  const stars = dialog.getByRole('slider', { name: `Your rating of ${movie.title}` });
  await expect(stars).toBeFocused();
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(stars).toHaveAttribute('aria-valuetext', '3.5 stars');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: /Review/ })).toBeFocused();
  await page.keyboard.type(REVIEW);
  await expect(dialog.getByText(`${REVIEW.length} / 2,000 characters`)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: /gives away the story/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save rating' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('You rated this movie 3.5 stars')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Your rating: 3.5 stars. Change it' })).toBeVisible();
  await expect(page.getByTestId('kinora-rating')).toContainText(ratingsAfter);

  // Your ratings, from the settings page: the poster, the stars, and the review behind its spoiler warning.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Your ratings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your ratings' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Your ratings' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: movie.title })).toBeVisible();
  await expect(row.getByRole('img', { name: '3.5 stars' })).toBeVisible();
  await expect(row.getByText(REVIEW)).toHaveCount(0);
  await row.getByRole('button', { name: 'Show spoiler' }).click();
  // Plain text: the markup in the review shows as typed.
  await expect(row.getByText(REVIEW)).toBeVisible();

  // Change it on the title page: the dialog opens with what is stored.
  await row.getByRole('link', { name: movie.title }).click();
  await page.getByRole('button', { name: 'Your rating: 3.5 stars. Change it' }).click();
  await expect(stars).toHaveAttribute('aria-valuetext', '3.5 stars');
  await expect(dialog.getByRole('textbox', { name: /Review/ })).toHaveValue(REVIEW);
  await expect(stars).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByText('You rated this movie 4.5 stars')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your rating: 4.5 stars. Change it' })).toBeVisible();
  await expect(page.getByTestId('kinora-rating')).toContainText(ratingsAfter);

  // Remove it from Your ratings.
  await page.goto('/profile/ratings');
  await expect(row.getByRole('img', { name: '4.5 stars' })).toBeVisible();
  await row.getByRole('button', { name: `Remove your rating of ${movie.title}` }).click();
  await expect(page.getByText('You have not rated anything yet.')).toBeVisible();
  await page.goto(movie.href);
  await expect(page.getByRole('button', { name: 'Rate this movie' })).toBeVisible();
});

test('ratings: Your ratings and the rating dialog fit a phone @phone', async ({ page }) => {
  await signUp(page);
  const movie = await aMovie(page, 2);
  await trpcMutation(page, 'ratings.set', {
    type: 'movie',
    id: movie.id,
    rating: 9,
    review: 'A long review that has to wrap on a narrow screen. '.repeat(6),
  });

  await page.goto('/profile/ratings');
  await expect(page.getByRole('img', { name: '4.5 stars' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await page.goto(movie.href);
  await page.getByRole('button', { name: 'Your rating: 4.5 stars. Change it' }).tap();
  const stars = page.getByRole('slider', { name: `Your rating of ${movie.title}` });
  await expect(stars).toBeVisible();
  // A tap on the left half of the first star gives half a star.
  const box = (await stars.boundingBox())!;
  await page.touchscreen.tap(box.x + 8, box.y + box.height / 2);
  await expect(stars).toHaveAttribute('aria-valuetext', '0.5 stars');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
