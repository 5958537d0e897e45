import { expect, test } from '@playwright/test';
import { GOOGLE_MOCK_URL } from '../playwright.config';
import { newAccount, signIn, signUp } from './support';

test('a visitor signs up, lands home, stays signed in on reload, logs out and signs in again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watch Movies, Tv shows, and More' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  const account = await signUp(page);
  await expect(page).toHaveURL(/\/(\?authUser=new)?$/);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Watch Movies, Tv shows, and More' })).toBeVisible();

  await signIn(page, account);
  await expect(page.getByText(`Welcome back ${account.username}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
});

test('sign-up shows the server message for a taken e-mail and a short password', async ({ page }) => {
  const account = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Username').fill(`${account.username}x`);
  await page.getByLabel('Password', { exact: true }).fill('long enough pass');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Email already exists')).toBeVisible();

  const other = newAccount();
  await page.getByRole('textbox', { name: 'Email' }).fill(other.email);
  await page.getByLabel('Username').fill(other.username);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('sign-in with a wrong password says so and stays on /login', async ({ page }) => {
  const account = await signUp(page);
  await page.context().clearCookies();
  await signIn(page, { email: account.email, password: 'not the password' });
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-up form prefills the e-mail, toggles the password and offers Google', async ({ page }) => {
  await page.goto('/signup?email=someone%40example.com');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone@example.com');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: /Sign up with Google/ })).toBeVisible();
});

test('the landing sets a canonical link', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test('a person signs in with Google, logs out, and comes back to the same verified account', async ({
  page,
  request,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `google-${id}@example.com`;
  // What the mock provider says about the person who consents next.
  await request.post(`${GOOGLE_MOCK_URL}/e2e/profile`, {
    data: { sub: `sub-${id}`, email, email_verified: true, name: 'Grace Hopper' },
  });

  for (const round of ['first visit', 'return']) {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page, round).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    // Google vouched for the mailbox, so there is nothing to verify.
    await expect(page.getByRole('complementary', { name: 'E-mail verification' })).toHaveCount(0);

    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Account' })).toContainText(email);
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
  }
});

test('on a slow phone, a sign-up sent the moment the form stops being still markup is handled by the app', async ({
  page,
}) => {
  // Six times slower than this machine: React adopts the page's own part well after the shell.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const account = newAccount();
  await page.goto('/signup', { waitUntil: 'domcontentloaded' });
  // Sent in the same task in which the root stops being inert: the earliest a person's Enter can reach the form.
  // Playwright's own steps take long enough for React to finish meanwhile, so they would not show the gap.
  await page.evaluate(
    (fields) =>
      new Promise<void>((sent) => {
        const root = document.getElementById('root')!;
        const send = () => {
          const form = document.querySelector('form')!;
          for (const [name, value] of Object.entries(fields)) form[name].value = value;
          form.requestSubmit();
          sent();
        };
        if (!root.hasAttribute('inert')) return send();
        new MutationObserver((_, observer) => {
          if (root.hasAttribute('inert')) return;
          observer.disconnect();
          send();
        }).observe(root, { attributes: true });
      }),
    { email: account.email, username: account.username, password: account.password },
  );
  await expect(page.getByText('account created successfully')).toBeVisible();
  expect(page.url()).not.toContain('password');
});
