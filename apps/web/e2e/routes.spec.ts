import { SESSION_KEYS } from '@kinora/domain';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { signUp, verifyEmail } from './support';

const SIGNED_IN_ROUTES = [
  '/chat',
  '/movie?id=1&name=x',
  '/watch?id=1&name=x',
  '/tv/details?id=1&name=x',
  '/person/details?id=1&name=x',
  '/search',
  '/profile',
  '/watchlist',
  '/contactus',
  '/profile/changepassword',
  '/profile/searchHistory',
  '/profile/chatHistory',
  '/profile/watchHistory',
  '/history',
  '/profile/terms',
  '/fun',
  '/fun/adult',
  '/fun/flappy',
  '/anime',
  '/kdrama',
  '/directors',
  '/profile/admin',
  '/profile/admin/user?email=a@b.com',
  '/profile/admin/status',
];
const SIGNED_OUT_ONLY = ['/signup', '/login', '/forgotpassword'];

test('signed-out visitors asking for a signed-in route are sent to /', async ({ page }) => {
  // Visits every route of the table, one after the other.
  test.slow();
  for (const route of SIGNED_IN_ROUTES) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Watch Movies, Tv shows, and More' })).toBeVisible();
  }
});

test('signed-in users reach every signed-in route; sign-up, login and forgot-password send them home', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  for (const route of SIGNED_IN_ROUTES.filter((r) => !r.startsWith('/profile/admin'))) {
    await page.goto(route);
    await expect(page, route).toHaveURL(new RegExp(route.split('?')[0]!.replace(/\//g, '\\/')));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  for (const route of SIGNED_OUT_ONLY) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/$/);
  }
  // /changepassword is open to everyone who holds a reset in progress.
  await page.evaluate((key) => sessionStorage.setItem(key, 'someone@example.com'), SESSION_KEYS.RESET_EMAIL);
  await page.goto('/changepassword');
  await expect(page).toHaveURL(/\/changepassword$/);
});

test('the admin area sends non-admins to /profile and lets admins in', async ({ page }) => {
  await signUp(page);
  for (const route of ['/profile/admin', '/profile/admin/user?email=a@b.com', '/profile/admin/status']) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/profile$/);
  }
  await page.context().clearCookies();
  await signUp(page, { email: E2E_ADMIN_EMAIL, username: 'e2eadmin', password: 'long enough pass' });
  // An admin address counts once its mailbox is proven.
  await page.goto('/profile/admin');
  await expect(page).toHaveURL(/\/profile$/);
  await verifyEmail(page, E2E_ADMIN_EMAIL);
  await page.goto('/profile/admin');
  await expect(page).toHaveURL(/\/profile\/admin$/);
});

test('signed-out visitors may open /changepassword during a reset, and are sent to start one otherwise', async ({
  page,
}) => {
  await page.goto('/changepassword');
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.evaluate((key) => sessionStorage.setItem(key, 'someone@example.com'), SESSION_KEYS.RESET_EMAIL);
  await page.goto('/changepassword');
  await expect(page).toHaveURL(/\/changepassword$/);
});

test('an unknown path shows the 404 page; Go Home and Go Back work', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(
    page.getByText(
      "Oops! The page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/also/missing');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
