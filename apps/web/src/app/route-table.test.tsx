import { SESSION_KEYS } from '@kinora/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testAdmin, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>(async () => {
  throw new TypeError('no network in this test');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

describe('route access rules', () => {
  it('sends a signed-out visitor on a signed-in route to the landing at /', async () => {
    renderApp('/watchlist', null);

    expect(await screen.findByRole('heading', { name: 'Watch Movies, Tv shows, and More' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('sends a signed-in user on /login home', async () => {
    renderApp('/login', testUser);

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('sends a non-admin on /profile/admin to /profile', async () => {
    renderApp('/profile/admin', testUser);

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(window.location.pathname).toBe('/profile');
  });

  it('opens the admin area to an admin, behind the admin password gate', async () => {
    renderApp('/profile/admin/user', testAdmin);

    expect(await screen.findByRole('heading', { name: 'Admin access' })).toBeTruthy();
    expect(window.location.pathname).toBe('/profile/admin/user');
  });

  it('keeps /changepassword open to signed-out visitors who asked for a reset code', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.RESET_EMAIL, 'ada@example.com');
    renderApp('/changepassword', null);

    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    window.sessionStorage.removeItem(SESSION_KEYS.RESET_EMAIL);
  });

  it('sends /changepassword back to /forgotpassword when no reset was asked for', async () => {
    renderApp('/changepassword', null);

    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page', testUser);

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/The page you're looking for doesn't exist/)).toBeTruthy();
  });

  it('answers from the bootstrap session without asking the server again', async () => {
    renderApp('/search', testUser);

    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('auth.check'))).toEqual([]);
  });
});
