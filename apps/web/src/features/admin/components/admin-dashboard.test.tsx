import { LOCAL_KEYS, SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testAdmin } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const USER = {
  id: 'u1',
  username: 'grace',
  email: 'grace.hopper.long.address@example.com',
  created: '2024-02-01T00:00:00.000Z',
  privileged: false,
};

/** An elevated admin's server: one page of users, an empty audit log, and one account's details. */
function serve() {
  const api = createFakeTrpc({
    'admin.status': () => ({ isAdmin: true, isElevated: true }),
    'admin.users': () => ({ users: [USER], page: 1, totalPages: 1, total: 1 }),
    'admin.audit': () => ({ entries: [], page: 1, totalPages: 1, total: 0 }),
    'admin.user': () => ({
      user: { ...USER, image: null },
      watchHistory: [],
      watchList: [],
      searchHistory: [],
      chatHistory: [],
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

/** The look of the whole screen: light mode gives the document itself the light colour tokens. */
const isLight = () => document.documentElement.classList.contains('theme-light');

describe('the admin dashboard', () => {
  it('turns the whole screen light, remembers it, and leaves it with the admin area', async () => {
    const api = serve();
    const { unmount } = renderApp('/profile/admin', testAdmin);
    await screen.findByRole('heading', { name: 'Admin Monitoring Dashboard' });
    expect(isLight()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Light mode' }));

    expect(isLight()).toBe(true);
    expect(screen.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(LOCAL_KEYS.ADMIN_DARK_MODE)).toBe('false');
    unmount();
    // The rest of the app keeps its dark look.
    expect(isLight()).toBe(false);

    renderApp(`/profile/admin/user?email=${encodeURIComponent(USER.email)}`, testAdmin);
    await screen.findByRole('heading', { name: 'User Monitoring' });
    expect(isLight()).toBe(true);
    expect(api.callsOf('admin.user')).toEqual([{ email: USER.email }]);
  });

  it('lets a long e-mail wrap only before its @, never a few letters at a time', async () => {
    serve();
    renderApp('/profile/admin', testAdmin);
    const table = await screen.findByRole('table');
    const cell = within(table).getByText(
      (_, element) => element?.tagName === 'TD' && element.textContent === USER.email,
    );
    expect(cell.innerHTML).toBe('grace.hopper.long.address<wbr>@example.com');
    expect(cell.className).not.toMatch(/break-all/);
  });
});
