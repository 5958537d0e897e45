import { expect, test } from '@playwright/test';
import { signUp } from './support';

test('an embedded game whose site cannot be reached says so and offers its own tab, as the player does', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/fun');
  await page.getByRole('tab', { name: 'Games' }).click();
  const embedded = page.getByRole('tabpanel').getByRole('button').first();
  const title = ((await embedded.locator('span').first().textContent()) ?? '').trim();
  // The game's host does not answer at all: neither the page's check nor the frame gets through.
  const src = await page.evaluate(async () => {
    const links = await (await fetch('/trpc/fun.links')).json();
    return links.result.data.games.find((link: { open: string }) => link.open === 'embed').url as string;
  });
  await page.route(`${new URL(src).origin}/**`, (route) => route.abort('namenotresolved'));

  await embedded.click();
  const dialog = page.getByRole('dialog', { name: title });
  const failed = dialog.getByRole('alert');
  await expect(failed).toContainText(`${title} could not be loaded here.`);
  await expect(failed).toContainText('It may be down, or blocked on your network.');
  const open = failed.getByRole('link', { name: `Open ${title} in a new tab` });
  await expect(open).toHaveAttribute('href', src);
  await expect(open).toHaveAttribute('target', '_blank');
  // It covers the frame: the browser's broken-frame page is not what shows.
  const frame = (await dialog.locator('iframe').boundingBox())!;
  const cover = (await failed.boundingBox())!;
  expect(cover.width).toBeGreaterThanOrEqual(frame.width - 1);
  expect(cover.height).toBeGreaterThanOrEqual(frame.height - 1);
});
