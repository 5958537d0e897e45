import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('the goodbye after deleting the account', () => {
  it('opens at the top of the page, without the e-mail verification banner', async () => {
    const api = createFakeTrpc({
      'account.region': () => ({ region: null }),
      'services.list': () => ({ region: 'US', content: [] }),
      'account.delete': () => ({ message: 'Account deleted' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/profile', { ...testUser, emailVerified: false });
    expect(await screen.findByRole('complementary', { name: 'E-mail verification' })).toBeTruthy();

    // Scrolled down to the Delete button, as one is when pressing it.
    window.scrollTo({ top: 900 });
    expect(window.scrollY).toBe(900);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Your account is deleted' })).toBeTruthy();
    expect(window.scrollY).toBe(0);
    expect(screen.queryByRole('complementary', { name: 'E-mail verification' })).toBeNull();
    expect(api.callsOf('account.delete')).toHaveLength(1);
  });
});
