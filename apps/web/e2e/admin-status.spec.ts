import { OPERATOR_STATUS } from '@kinora/domain';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL_4 } from '../playwright.config';
import { signUp, untilLive, verifyEmail } from './support';

test('the operator status page: reached from the admin area, this instance listed, refreshed, on a phone too', async ({
  page,
}) => {
  test.slow();
  await signUp(page, { email: E2E_ADMIN_EMAIL_4, username: 'e2eadmin4', password: 'long enough pass' });
  await verifyEmail(page, E2E_ADMIN_EMAIL_4);
  await page.goto('/profile/admin');
  await untilLive(page);
  // The development default admin password (ADMIN_PASSWORD_HASH unset), as the README says.
  await page.getByLabel('Admin password').fill('kinora-admin');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Monitoring Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Status' }).click();
  await expect(page).toHaveURL(/\/profile\/admin\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator status' })).toBeVisible();

  // The e2e API is one instance: it reported itself when it started listening.
  const instances = page.getByRole('region', { name: 'Instances seen in the last 2 minutes (1)' });
  await expect(instances).toBeVisible();
  await expect(instances.getByRole('listitem')).toHaveCount(1);
  await expect(instances).toContainText(/Version.*\(schema \d{4}_/);
  // No TMDB key in the e2e API: the demo catalogue answers, and the page says so.
  await expect(page.getByRole('region', { name: 'TMDB' })).toContainText('Not configured');
  await expect(
    page.getByRole('region', { name: 'Cache hit rates (all instances)' }).getByRole('row'),
  ).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Mail queue' })).toContainText('Waiting to be sent');
  const jobs = page.getByRole('region', { name: 'Last job runs' });
  await expect(jobs.getByRole('listitem').filter({ hasText: 'prune-sessions' })).toContainText(
    /Outcome(Succeeded|Running now)/,
  );
  await page.screenshot({ path: test.info().outputPath('admin-status-1440.png'), fullPage: true });

  // The page reads the figures again by itself while it stays open.
  const refreshed = page.waitForResponse((response) => response.url().includes('admin.operatorStatus'), {
    timeout: OPERATOR_STATUS.REFRESH_MS * 2,
  });
  expect((await refreshed).status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(instances).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('admin-status-390.png'), fullPage: true });
});
