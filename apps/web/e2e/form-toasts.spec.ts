import { expect, type Page, test } from '@playwright/test';
import { latestMailTo, signUp } from './support';

const NOT_FOUND = 'Account not found. Please enter a valid email address.';
const FOUND = 'Account found. Redirecting to password reset...';
const toasts = (page: Page) => page.getByRole('status').filter({ hasNotText: /^$/ });

/** A toast sits at the top centre of the screen (PRODUCT.md section 9). */
async function expectTopCentre(page: Page, text: string) {
  const message = page.getByRole('status').filter({ hasText: text });
  await expect(message).toBeVisible();
  // The whole toast: the message with its icon.
  const box = (await message.locator('..').boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(2);
  expect(box.y).toBeLessThan(80);
}

test('a password reset shows one toast per outcome, the newest replacing the stale one, at the top centre', async ({
  page,
}) => {
  const account = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/forgotpassword');

  await page.getByRole('textbox', { name: 'Email' }).fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectTopCentre(page, NOT_FOUND);

  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectTopCentre(page, FOUND);
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);

  await expect(page).toHaveURL(/\/changepassword$/);
  const mail = await latestMailTo(account.email, /password is \d{6}/);
  const code = /password is (\d{6})/.exec(mail)![1]!;
  await page.getByLabel('New password', { exact: true }).fill('a fresh start here');
  await page.getByLabel('Confirm new password').fill('a fresh start here');
  await page.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The code is not correct')).toBeVisible();

  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectTopCentre(page, 'Password changed successfully');
  await expect(page.getByText('The code is not correct')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
});

test('toasts sit at the top centre on a phone too @phone', async ({ page }) => {
  await page.goto('/forgotpassword');
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectTopCentre(page, NOT_FOUND);
});
