import { SESSION_KEYS } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support';

const answers = (page: Page) => page.getByRole('main').getByRole('article');
const cardsOf = (page: Page, answer: number) =>
  answers(page).nth(answer).getByRole('list', { name: 'Recommended titles' }).getByRole('listitem');

test('ask from the widget, follow up on /chat, switch model, open a title, add one, find it in the history', async ({
  page,
}) => {
  await signUp(page);

  // The widget sits on every signed-in page but /chat, and carries the question there.
  await page.getByRole('button', { name: 'Ask the AI assistant' }).click();
  await page.getByLabel('What do you feel like watching?').fill('a feel-good comedy');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('button', { name: 'Ask the AI assistant' })).toHaveCount(0);
  await expect(answers(page).first()).toContainText('a feel-good comedy');
  await expect(cardsOf(page, 0).first()).toBeVisible({ timeout: 20_000 });
  expect(await cardsOf(page, 0).count()).toBeGreaterThanOrEqual(4);
  await expect(answers(page).first()).toContainText("Kinora's built-in recommender");
  await expect(page.getByText('AI can make mistakes and may not be up-to-date.')).toBeVisible();
  const input = page.getByLabel('Ask for a recommendation');
  await expect(input).toBeEnabled();

  // A follow-up reads the previous answer: "only TV shows" keeps the request and changes the media.
  await input.fill('only TV shows');
  await input.press('Enter');
  await expect(cardsOf(page, 1).first()).toBeVisible({ timeout: 20_000 });
  await expect(cardsOf(page, 1).first().getByRole('link')).toHaveAttribute('href', /^\/tv\/details\?id=\d+/);

  // The picked model is remembered for the tab.
  await page.getByLabel('Model').selectOption('llama-3.1');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.CHAT_MODEL)).toBe(
    'llama-3.1',
  );
  await page.reload();
  await expect(page.getByLabel('Model')).toHaveValue('llama-3.1');
  // The conversation is remembered too.
  await expect(answers(page)).toHaveCount(2);

  // Blank questions are ignored.
  await page.getByLabel('Ask for a recommendation').fill('   ');
  await page.getByLabel('Ask for a recommendation').press('Enter');
  await expect(answers(page)).toHaveCount(2);

  // A card adds to the watch-later list, and opens its page.
  const card = cardsOf(page, 0).first();
  const name = (await card.getByRole('link').getAttribute('title')) ?? '';
  await card.getByRole('button', { name: `Add ${name} to watch later` }).click();
  await expect(page.getByText(/added to your watchlist/).last()).toBeVisible();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Both questions are in the chat history, once each.
  await page.goto('/history?tab=chat');
  await expect(page.getByText('a feel-good comedy', { exact: true })).toHaveCount(1);
  await expect(page.getByText('only TV shows', { exact: true })).toHaveCount(1);
});

test('a chat history entry asks its question again at once, then leaves the URL', async ({ page }) => {
  await signUp(page);
  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Ask for a recommendation' }).fill('korean dramas');
  await page.getByLabel('Ask for a recommendation').press('Enter');
  await expect(cardsOf(page, 0).first()).toBeVisible({ timeout: 20_000 });

  // A new conversation: the tab forgets this one, the account's chat history keeps the question.
  await page.evaluate((key) => sessionStorage.removeItem(key), SESSION_KEYS.CHAT_HISTORY);

  await page.goto('/history?tab=chat');
  await page.getByRole('link', { name: /korean dramas/ }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(answers(page).first()).toContainText('korean dramas');
  await expect(cardsOf(page, 0).first()).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(answers(page)).toHaveCount(1);
});
