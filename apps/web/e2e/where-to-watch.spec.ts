import type { CatalogueItem } from '@kinora/domain';
import { expect, test } from '@playwright/test';
import { signUp, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };
type Offers = { region: string; stream: { provider_name: string }[]; rent: unknown[]; buy: unknown[] };

test("where to watch: a movie page lists the offers in the browser's country, then in the one chosen in settings", async ({
  page,
}) => {
  await signUp(page);
  const movies = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  let movie: CatalogueItem | undefined;
  let offers: Offers | undefined;
  for (const candidate of movies) {
    offers = await trpcQuery<Offers>(page, 'catalogue.watchProviders', {
      media: 'movie',
      id: candidate.id,
      region: 'US',
    });
    if (offers.stream.length > 0) {
      movie = candidate;
      break;
    }
  }
  if (!movie || !offers) throw new Error('no trending movie streams in the US today');

  await page.goto(`/movie?id=${movie.id}&name=${encodeURIComponent(movie.title!)}`);
  const section = page.getByRole('region', { name: 'Where to watch' });
  const stream = section.getByRole('list', { name: 'Stream in US' });
  for (const provider of offers.stream) await expect(stream).toContainText(provider.provider_name);
  await expect(section).toContainText('Offers in US');

  await section.getByRole('link', { name: 'Change your region' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Country for Where to watch').selectOption('DE');
  await expect(page.getByText('Where to watch now shows offers in DE')).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('region', { name: 'Where to watch' })).toContainText(
    /Offers in DE|offers in DE/,
  );
});
