import { playWithBot } from '@kinora/game/testing';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support';

/** A tRPC mutation over plain HTTP in the page's signed-in context, with the anti-forgery header. */
async function trpcMutate<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/trpc/${procedure}`, {
    data: input ?? {},
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(response.ok(), `${procedure} answered ${response.status()}`).toBe(true);
  return (await response.json()).result.data as T;
}

const answerOf = (page: Page, procedure: string) =>
  page.waitForResponse((response) => response.url().includes(`/trpc/${procedure}`));

/** The replay the page submitted when its game ended (the web client batches: one entry per call). */
async function submittedReplay(page: Page, flap: () => Promise<void>) {
  const submitted = page.waitForRequest((request) => request.url().includes('/trpc/game.submit'));
  const answered = answerOf(page, 'game.submit');
  await flap();
  const body = JSON.parse((await submitted).postData() ?? '{}') as Record<
    string,
    { replay: { flaps: number[] } }
  >;
  const answer = await answered;
  expect(answer.status()).toBe(200);
  const [result] = (await answer.json()) as Array<{ result: { data: { score: number } } }>;
  return { flaps: Object.values(body)[0]!.replay.flaps, score: result!.result.data.score };
}

test('Flappy Kinora: start, flap with Space, lose, see the score, restart and flap with a click', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/fun/flappy');
  await expect(page.getByRole('heading', { level: 1, name: 'Flappy Kinora' })).toBeVisible();
  await expect(page.getByText('Tap/click or press Space to flap. Pass green pipes to score.')).toBeVisible();
  await expect(page.getByText('Score: 0')).toBeVisible();
  await expect(page.getByText('Best: 0')).toBeVisible();

  // A game starts through the server. Without flaps the sprite falls to the ground in half a second, so each
  // game flaps at once; the replay the page submits (which the server plays again) shows the flap was taken.
  const started = answerOf(page, 'game.start');
  await page.getByRole('button', { name: 'Start Game' }).click();
  expect((await started).ok()).toBe(true);
  // Pressed at once: a flap made while the server hands out the seed counts as the game's first.
  const bySpace = await submittedReplay(page, () => page.keyboard.press('Space'));
  expect(bySpace.flaps.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Game Over')).toBeVisible();
  await expect(page.getByText(`Your Score: ${bySpace.score}`)).toBeVisible();

  // Restart, and flap with a click on the game (forced: the overlay may still cover it while the game starts,
  // and a press there counts too). The server's start is held until the click is in, so the click lands while
  // the game starts however slowly the machine clicks: a busy one could otherwise click after the fall.
  let releaseStart = () => {};
  const startHeld = new Promise<void>((resolve) => {
    releaseStart = resolve;
  });
  await page.route(/\/trpc\/[^?]*game\.start/, async (route) => {
    await startHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Restart' }).click();
  const byClick = await submittedReplay(page, async () => {
    await page.locator('canvas').click({ position: { x: 200, y: 200 }, force: true });
    releaseStart();
  });
  expect(byClick.flaps.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Game Over')).toBeVisible();
});

test('the leaderboard lists the best score the server computed, and the page shows it as Best', async ({
  page,
}) => {
  const account = await signUp(page);
  // A well-played game, played by the engine's bot on the seed the server handed out.
  const { gameId, seed } = await trpcMutate<{ gameId: string; seed: number }>(page, 'game.start');
  const replay = playWithBot(seed, { flapUntilMs: 6_000 });
  expect(replay.score).toBeGreaterThan(0);
  // The server refuses a game longer than the time since its start.
  await page.waitForTimeout(replay.durationMs);
  await trpcMutate(page, 'game.submit', { gameId, replay });

  await page.goto('/fun/flappy');
  await expect(page.getByText(`Best: ${replay.score}`)).toBeVisible();
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const board = page.getByRole('dialog', { name: 'Flappy Kinora Leaderboard' });
  const mine = board.getByRole('listitem').filter({ hasText: account.username });
  await expect(mine).toContainText(String(replay.score));
  await expect(mine).not.toContainText('unverified');
  await expect(board).not.toContainText(account.email);
  await board.getByRole('button', { name: 'Close' }).click();
  await expect(board).toBeHidden();
});

test('Fullscreen fills the screen with the game and leaves again', async ({ page }) => {
  await signUp(page);
  await page.goto('/fun/flappy');
  await page.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Exit Fullscreen (Esc)' })).toBeVisible();
  expect(
    await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('canvas'))),
  ).toBe(true);
  await page.getByRole('button', { name: 'Exit Fullscreen (Esc)' }).click();
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
});

test('/fun remembers its section, and the NSFW card follows the adult-content preference', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/fun');
  await page.getByRole('tab', { name: 'Documentaries' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Documentaries' })).toHaveAttribute('aria-selected', 'true');
  const external = page.getByRole('tabpanel').getByRole('link').first();
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);

  await page.getByRole('tab', { name: 'Games' }).click();
  await page.getByRole('link', { name: /Flappy Kinora/ }).click();
  await expect(page).toHaveURL(/\/fun\/flappy$/);
  await page.goBack();

  // Off by default: a dialog says so and leads to the profile.
  await page.getByRole('tab', { name: 'Live Feed' }).click();
  await page.getByRole('button', { name: /NSFW Cams/ }).click();
  const disabled = page.getByRole('dialog', { name: 'Content Disabled' });
  await expect(disabled.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  await disabled.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(disabled).toBeHidden();
  await page.goto('/fun/adult');
  await expect(page.getByRole('heading', { name: 'Content Disabled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Fun' })).toHaveAttribute('href', '/fun');

  // Turned on: the card leads to /fun/adult, which shows its content warning.
  await trpcMutate(page, 'account.setAdultContent', { preference: true });
  await page.goto('/fun');
  await page.getByRole('tab', { name: 'Live Feed' }).click();
  await page.getByRole('button', { name: /NSFW Cams/ }).click();
  await expect(page).toHaveURL(/\/fun\/adult$/);
  await expect(page.getByRole('note')).toContainText('Content warning');
});

test('an embedded game opens in a dialog with a full-screen button', async ({ page }) => {
  await signUp(page);
  await page.goto('/fun');
  await page.getByRole('tab', { name: 'Games' }).click();
  const embedded = page.getByRole('tabpanel').getByRole('button').first();
  const title = (await embedded.locator('span').first().textContent()) ?? '';
  await embedded.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\//);
  await expect(dialog.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('on a phone a tap flaps and the game fits the screen @phone', async ({ page }) => {
  await signUp(page);
  await page.goto('/fun/flappy');
  await page.getByRole('button', { name: 'Start Game' }).click();
  const canvas = page.locator('canvas');
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeHidden();
  // Forced: if the sprite already fell, the tap lands on the Game Over overlay instead.
  await canvas.tap({ position: { x: 120, y: 100 }, force: true });
  await expect(page.getByText('Game Over')).toBeVisible({ timeout: 15_000 });
  const box = (await canvas.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
});
