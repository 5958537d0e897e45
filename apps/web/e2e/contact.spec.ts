import { expect, test } from '@playwright/test';
import { COMMUNITY_CHAT_URL } from '../playwright.config';
import { signUp } from './support';

test('/contactus marks a blank name without asking the server, then thanks and links to the community chat', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/contactus');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('account.contact')) sent.push(request.postData() ?? '');
  });

  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('   ');
  await page.getByRole('textbox', { name: 'Message' }).fill('The player page is lovely.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(name).toBeFocused();
  // Marked on the page, not in a toast, and nothing went to the server.
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(sent).toEqual([]);

  await name.fill('Ada');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('We received your message and will get back to you soon..!')).toBeVisible();
  const community = page.getByRole('link', { name: /Join our community chat/ });
  await expect(community).toHaveAttribute('href', COMMUNITY_CHAT_URL);
  await expect(community).toHaveAttribute('target', '_blank');
  await expect(community).toHaveAttribute('rel', 'noopener noreferrer');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('"name":"Ada"');
});
