import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, EMPTY_HOME_HANDLERS } from '@/test/fake-trpc';
import { PRIMARY, testUser, trpcError } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.stubGlobal('fetch', fetchMock);
});

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it('shows and hides the password', async () => {
    renderApp('/login', null);
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('links to the password reset', async () => {
    renderApp('/login', null);

    expect((await screen.findByRole('link', { name: 'Forgot Password?' })).getAttribute('href')).toBe(
      '/forgotpassword',
    );
  });

  it("shows the server's message when it refuses the credentials", async () => {
    fetchMock.mockResolvedValue(trpcError('Invalid credentials', 401, 'UNAUTHORIZED'));
    renderApp('/login', null);

    await fillAndSubmit();

    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });

  it('falls back to a generic message when no server answered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/login', null);

    await fillAndSubmit();

    expect(await screen.findByText('an error occured')).toBeTruthy();
  });

  it("on success shows the server's message and lands home", async () => {
    const api = createFakeTrpc({
      ...EMPTY_HOME_HANDLERS,
      'auth.signIn': () => ({ user: testUser, message: 'Welcome back, ada' }),
    });
    fetchMock.mockImplementation(api.fetch);
    renderApp('/login', null);

    await fillAndSubmit();

    expect(await screen.findByText('Welcome back, ada')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Now Playing' })).toBeTruthy();
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/'));
  });

  it("says 'Sign in successfully' when the server sends no message", async () => {
    const api = createFakeTrpc({
      ...EMPTY_HOME_HANDLERS,
      'auth.signIn': () => ({ user: testUser, message: '' }),
    });
    fetchMock.mockImplementation(api.fetch);
    renderApp('/login', null);

    await fillAndSubmit();

    expect(await screen.findByText('Sign in successfully')).toBeTruthy();
  });

  it('starts Google sign-in on the active backend', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderApp('/login', null);

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(assign).toHaveBeenCalledWith(`${PRIMARY}/api/v1/auth/google`);
  });

  it.each([
    ['denied', 'Google sign-in was cancelled.'],
    ['unverified', 'Your Google account has no verified e-mail address, so it cannot sign in here.'],
    [
      'invalid-email',
      "Your Google account's e-mail address is not one Kinora can use, so it cannot sign in here.",
    ],
    ['failed', 'Google sign-in failed. Please try again.'],
    ['something-new', 'Google sign-in failed. Please try again.'],
  ])('says why Google sign-in came back as %s, then takes the reason off the URL', async (why, text) => {
    renderApp(`/login?googleError=${why}`, null);

    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/login');
  });
});
