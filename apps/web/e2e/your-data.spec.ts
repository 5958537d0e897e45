import { readFileSync } from 'node:fs';
import type { CatalogueItem } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcMutation, trpcQuery, withPicture } from './support';

type Listing = { results: CatalogueItem[] };

const importInput = (page: Page) => page.getByLabel('Import from Letterboxd, IMDb or Trakt');
const report = (page: Page) => page.getByRole('status', { name: 'Import report' });

async function pictured(page: Page, count: number) {
  const movies = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  return movies.slice(0, count);
}

test('your data: download the export, delete some entries, import the export and get them back', async ({
  page,
}) => {
  await signUp(page);
  const movies = await pictured(page, 3);
  for (const movie of movies) await trpcMutation(page, 'watchlist.add', { type: 'movie', id: movie.id });

  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kinora-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.format).toBe('kinora-account-export');
  expect(exported.profiles[0].watchLater).toHaveLength(3);

  for (const movie of movies.slice(0, 2)) {
    await trpcMutation(page, 'watchlist.remove', { type: 'movie', id: movie.id });
  }
  await page.reload();
  await importInput(page).setInputFiles(file);
  await expect(report(page)).toContainText('Imported from Kinora export (JSON): 3 rows');
  await expect(report(page)).toContainText('Imported: 2 (2 to watch later)');
  await expect(report(page)).toContainText('Already there: 1');

  await page.goto('/watchlist');
  for (const movie of movies) {
    await expect(page.getByText(movie.title!, { exact: true }).first()).toBeVisible();
  }
});

test('your data: import a Letterboxd diary, read the report and download what was not matched', async ({
  page,
}) => {
  await signUp(page);
  const movies = await pictured(page, 2);
  const year = (m: CatalogueItem) => m.release_date!.slice(0, 4);
  const diary = [
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
    ...movies.map(
      (m, i) => `2025-03-0${i + 1},"${m.title}",${year(m)},https://boxd.it/${i},4,,,2025-03-0${i + 1}`,
    ),
    '2025-03-05,Qqzx No Such Film,1987,https://boxd.it/none,3,,,2025-03-05',
  ].join('\n');

  await page.goto('/profile');
  await importInput(page).setInputFiles({
    name: 'diary.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(diary),
  });
  await expect(report(page)).toContainText('Imported from Letterboxd CSV: 3 rows');
  // A diary entry's stars rate the film too.
  await expect(report(page)).toContainText('Imported: 4 (2 to your watch history, 2 ratings)');
  await expect(report(page)).toContainText('Not imported: 1');
  const notImported = page.getByRole('list', { name: 'Rows not imported' });
  await expect(notImported).toContainText(
    'Line 4: Qqzx No Such Film (1987) — no title in the catalogue matches it',
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the list' }).click();
  const list = readFileSync(await (await downloading).path(), 'utf8');
  expect(list).toContain('"4","Qqzx No Such Film","1987","no title in the catalogue matches it"');

  await importInput(page).setInputFiles({
    name: 'notes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a,b\n1,2\n'),
  });
  await expect(page.getByRole('alert')).toContainText('This file is not one Kinora can import');

  await page.goto('/profile/watchHistory');
  for (const movie of movies)
    await expect(page.getByText(movie.title!, { exact: true }).first()).toBeVisible();
});
