import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testAdmin } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The admin area's server: the gate opens with the admin password, answering as the API does. */
function serve() {
  let isElevated = false;
  const api = createFakeTrpc({
    'admin.status': () => ({ isAdmin: true, isElevated }),
    'admin.elevate': () => {
      isElevated = true;
      return { message: 'Authentication successful!', until: '2030-01-01T00:30:00.000Z' };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('the admin gate and the empty account lookup', () => {
  it("says 'Authentication successful!', then 'Please enter an email address' for a link naming nobody", async () => {
    const api = serve();
    renderApp('/profile/admin/user', testAdmin);
    fireEvent.change(await screen.findByLabelText('Admin password'), { target: { value: 'kinora-admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));

    expect(await screen.findByText('Authentication successful!')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter an email address');
    expect(api.callsOf('admin.elevate')).toEqual([{ password: 'kinora-admin' }]);
    // Without an address there is nobody to look up.
    expect(api.callsOf('admin.user')).toEqual([]);
  });
});
