import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The change itself, and what /profile (where a changed password leads) asks for. */
function serve() {
  const api = createFakeTrpc({
    'account.changePassword': () => ({ message: 'Password changed successfully' }),
    'account.region': () => ({ region: null }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function submit(fields: { current?: string; next: string; confirm: string }) {
  fireEvent.change(await screen.findByLabelText('Current password'), {
    target: { value: fields.current ?? 'the old one' },
  });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: fields.next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: fields.confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('/profile/changepassword says what PRODUCT.md says', () => {
  it('hints at 8 characters, tied to the new password field', async () => {
    serve();
    renderApp('/profile/changepassword', testUser);
    const field = await screen.findByLabelText('New password');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Use at least 8 characters.');
  });

  it("refuses an empty new password: 'password can't be empty', and sends nothing", async () => {
    const api = serve();
    renderApp('/profile/changepassword', testUser);
    await submit({ next: '', confirm: '' });
    expect((await screen.findByRole('alert')).textContent).toBe("password can't be empty");
    expect(api.callsOf('account.changePassword')).toEqual([]);
  });

  it("refuses two different passwords: 'Passwords do not match', and sends nothing", async () => {
    const api = serve();
    renderApp('/profile/changepassword', testUser);
    await submit({ next: 'long enough pass', confirm: 'long enough pasS' });
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(api.callsOf('account.changePassword')).toEqual([]);
  });

  it("shows 'Updating...' while it changes, then 'Password updated successfully!'", async () => {
    const api = serve();
    renderApp('/profile/changepassword', testUser);
    await submit({ current: 'old password', next: 'long enough pass', confirm: 'long enough pass' });
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    expect(await screen.findByText('Password updated successfully!', {}, { timeout: 4000 })).toBeTruthy();
    expect(api.callsOf('account.changePassword')).toEqual([
      { currentPassword: 'old password', newPassword: 'long enough pass' },
    ]);
  });
});
