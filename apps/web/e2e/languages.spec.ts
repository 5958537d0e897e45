import { expect, type Page, test } from '@playwright/test';
import frMessages from '../../api/src/i18n/messages/fr.json' with { type: 'json' };
import arAuth from '../src/features/auth/locales/ar.json' with { type: 'json' };
import frAuth from '../src/features/auth/locales/fr.json' with { type: 'json' };
import frChat from '../src/features/chat/locales/fr.json' with { type: 'json' };
import arCommon from '../src/locales/ar.json' with { type: 'json' };
import frCommon from '../src/locales/fr.json' with { type: 'json' };
import { newAccount } from './support';

/**
 * Viewers in their own language: the browser asks for it (Accept-Language), the server lays out the page in it,
 * and every step reads the texts from that language's catalogues. The texts are taken from the catalogue files, so
 * the journey follows a translation change instead of repeating it.
 */
async function signUpIn(
  page: Page,
  texts: {
    emailLabel: string;
    usernameLabel: string;
    passwordLabel: string;
    signUpButton: string;
    signUpSuccess: string;
  },
) {
  const account = newAccount('lang');
  await page.goto('/signup');
  // By role: the server's first screen is hidden from assistive technology until the app has started (support.ts).
  await page.getByRole('textbox', { name: texts.emailLabel, exact: true }).fill(account.email);
  await page.getByLabel(texts.usernameLabel, { exact: true }).fill(account.username);
  await page.getByLabel(texts.passwordLabel, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: texts.signUpButton, exact: true }).click();
  await expect(page.getByText(texts.signUpSuccess)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('from the landing to an answer of the assistant, every step in French', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await signUpIn(page, frAuth);
    await expect(page.getByRole('navigation', { name: frCommon.navMain })).toBeVisible();
    await expect(page.getByRole('link', { name: frCommon.navSearch }).first()).toBeVisible();

    await page.goto('/chat');
    await expect(page.getByText(frChat.welcomeTitle)).toBeVisible();
    const input = page.getByRole('textbox', { name: frChat.askLabel });
    await input.fill('une comédie qui fait du bien');
    await input.press('Enter');
    const answer = page.getByRole('main').getByRole('article').first();
    await expect(answer).toContainText('une comédie qui fait du bien');
    const cards = answer.getByRole('list', { name: frChat.recommendedTitles }).getByRole('listitem');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(frChat.disclaimer)).toBeVisible();
  });

  test('the server answers a failed sign-in in French, with its stable code', async ({ request }) => {
    // A GET hands out the anti-forgery cookie the sign-in must echo.
    await request.get('/cronjob/run');
    const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const answer = await request.post('/api/v1/auth/signin', {
      data: { email: 'nobody@example.com', password: 'wrong password here' },
      headers: { 'accept-language': 'fr-FR', 'x-xsrf-token': decodeURIComponent(token) },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({
      success: false,
      code: 'BAD_INPUT',
      message: frMessages.invalidCredentials,
    });
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  for (const { width, height } of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`lays the app out right to left at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.screenshot({ path: testInfo.outputPath(`landing-ar-${width}.png`), fullPage: false });

      await signUpIn(page, arAuth);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      if (width >= 768) {
        // The sidebar sits at the right edge, where a right-to-left reader starts.
        const sidebar = page.getByRole('navigation', { name: arCommon.navMain });
        const box = await sidebar.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width / 2).toBeGreaterThan(width / 2);
      }
      await page.screenshot({ path: testInfo.outputPath(`home-ar-${width}.png`), fullPage: false });
    });
  }
});
