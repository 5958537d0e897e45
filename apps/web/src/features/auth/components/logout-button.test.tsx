import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIMARY, testUser, trpcData, trpcError } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();

/** The profile page's own reads answer as usual; every other call (the logout) gets `answer()`. */
function answerLogoutWith(answer: () => Response) {
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('account.region') ? trpcData({ region: null }) : answer(),
  );
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.stubGlobal('fetch', fetchMock);
});

describe('logout', () => {
  it('says goodbye, forgets the user and shows the landing at /', async () => {
    answerLogoutWith(() => trpcData({ message: 'Logged out' }));
    renderApp('/profile', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Watch Movies, Tv shows, and More' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it("shows the server's message when it refuses", async () => {
    answerLogoutWith(() => trpcError('Missing or invalid anti-forgery token.', 403, 'FORBIDDEN'));
    renderApp('/profile', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Missing or invalid anti-forgery token.')).toBeTruthy();
    expect(window.location.pathname).toBe('/profile');
  });

  it("says 'Logout failed' when no server answered", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/profile', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logout failed')).toBeTruthy();
  });
});
