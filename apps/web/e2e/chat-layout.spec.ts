import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support';

const answers = (page: Page) => page.getByRole('main').getByRole('article');
const dock = (page: Page) => page.getByTestId('chat-dock');
const box = (page: Page) => page.getByLabel('Ask for a recommendation');

async function ask(page: Page, question: string) {
  const before = await answers(page).count();
  await box(page).fill(question);
  await box(page).press('Enter');
  await expect(answers(page)).toHaveCount(before + 1);
  // Done when the box takes questions again and the answer's cards are in.
  await expect(box(page)).toBeEnabled({ timeout: 20_000 });
  await expect(answers(page).last().getByRole('list', { name: 'Recommended titles' })).toBeVisible();
}

/** The newest answer ends above the docked input box, on screen, without the viewer scrolling. */
async function expectNewestAnswerAboveDock(page: Page) {
  await expect
    .poll(async () => {
      const answer = (await answers(page).last().boundingBox())!;
      const docked = (await dock(page).boundingBox())!;
      return Math.round(answer.y + answer.height - docked.y);
    })
    .toBeLessThanOrEqual(0);
}

const QUESTIONS = ['a feel-good comedy', 'korean dramas', 'a crime series'];

test('the newest answer is scrolled into view above the input box, also after a reload', async ({ page }) => {
  await signUp(page);
  await page.goto('/chat');
  for (const question of QUESTIONS) {
    await ask(page, question);
    await expectNewestAnswerAboveDock(page);
  }
  // A long conversation: the page scrolled, and the box stayed at the bottom of the screen.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const docked = (await dock(page).boundingBox())!;
  expect(Math.round(docked.y + docked.height)).toBe(page.viewportSize()!.height);

  await page.reload();
  await expect(answers(page)).toHaveCount(QUESTIONS.length);
  await expectNewestAnswerAboveDock(page);
});

test('on a phone the box sits flush on the navigation bar, so no answer peeks between them @phone', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/chat');
  for (const question of QUESTIONS.slice(0, 2)) {
    await ask(page, question);
    await expectNewestAnswerAboveDock(page);
  }
  const docked = (await dock(page).boundingBox())!;
  const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(Math.abs(docked.y + docked.height - bar.y)).toBeLessThanOrEqual(1);
  // Whatever lies on the line between them is the dock's own background, not the conversation.
  const atSeam = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="chat-dock"]') !== null,
    { x: 8, y: bar.y - 2 },
  );
  expect(atSeam).toBe(true);
});

test('a /chat?query= link from elsewhere fills the box and waits for Send', async ({ page }) => {
  await signUp(page);
  // As if another site linked here: a fresh page load, no state from the app's own links.
  await page.goto('/chat?query=korean%20dramas');
  await expect(box(page)).toHaveValue('korean dramas');
  await expect(box(page)).toBeFocused();
  await expect(answers(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat\?query=korean%20dramas$/);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(answers(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(answers(page).first().getByRole('list', { name: 'Recommended titles' })).toBeVisible({
    timeout: 20_000,
  });
});
