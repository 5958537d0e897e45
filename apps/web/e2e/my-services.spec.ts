import type { CatalogueItem } from '@kinora/domain';
import { expect, test } from '@playwright/test';
import { signUp, trpcMutation, trpcQuery, withPicture } from './support';

/**
 * Issue-level journey (My services, docs/product/my-services.md): pick a service in /profile, see its offers marked
 * on a title page, and keep only what streams on it in the watch-later list and in search.
 */

type Listing = { results: CatalogueItem[] };
type Provider = { provider_id: number; provider_name: string };
type Offers = { stream: Provider[] };

test('my services: chosen in settings, marked in Where to watch, filtering watch-later and search', async ({
  page,
}) => {
  await signUp(page);
  // A trending movie that streams in the US (the browser's region here), and one that does not stream on its
  // first service, so the filter has something to keep and something to leave out.
  const movies = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  const offersOf = (id: number) =>
    trpcQuery<Offers>(page, 'catalogue.watchProviders', { media: 'movie', id, region: 'US' });
  let kept: CatalogueItem | undefined;
  let service: Provider | undefined;
  for (const candidate of movies) {
    const first = (await offersOf(candidate.id)).stream[0];
    if (first) {
      [kept, service] = [candidate, first];
      break;
    }
  }
  if (!kept || !service) throw new Error('no trending movie streams in the US today');
  let dropped: CatalogueItem | undefined;
  for (const candidate of movies) {
    const stream = (await offersOf(candidate.id)).stream;
    if (!stream.some((p) => p.provider_id === service.provider_id)) {
      dropped = candidate;
      break;
    }
  }
  if (!dropped) throw new Error(`every trending movie streams on ${service.provider_name}`);
  for (const movie of [kept, dropped])
    await trpcMutation(page, 'watchlist.add', { type: 'movie', id: movie.id });

  // Settings: the region's services, none chosen; choose one and save.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'My services' });
  const button = section.getByRole('button', { name: service.provider_name, exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await section.getByRole('button', { name: 'Save services' }).click();
  await expect(page.getByText('Your services are saved')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'My services' })
      .getByRole('button', { name: service.provider_name, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The title page marks the offer as the viewer's, first in its row.
  await page.goto(`/movie?id=${kept.id}&name=${encodeURIComponent(kept.title!)}`);
  const stream = page
    .getByRole('region', { name: 'Where to watch' })
    .getByRole('list', { name: 'Stream in US' });
  await expect(stream.getByRole('listitem').first()).toContainText('Yours');
  await expect(stream.getByRole('listitem').first()).toContainText(service.provider_name);

  // Watch-later: the switch keeps only what streams on the service, and the URL remembers it.
  await page.goto('/watchlist');
  const entries = page.getByRole('list', { name: 'Movie entries' });
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('switch', { name: 'On my services' }).click();
  await expect(page).toHaveURL(/services=mine/);
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries).toContainText(kept.title!);

  // Search: the same switch on a title search.
  await page.goto('/search?services=mine');
  await page.getByRole('searchbox').fill(kept.title!);
  const results = page.getByRole('region', { name: /^Results/ });
  await expect(results.getByRole('link', { name: new RegExp(kept.title!) }).first()).toBeVisible();
  await expect(page.getByRole('switch', { name: 'On my services' })).toHaveAttribute('aria-checked', 'true');
});
