import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const SIGN_IN_AGAIN = 'For your security, please sign in again, then try once more.';

function serveDelete(handler: (input: unknown) => unknown) {
  const trpc = createFakeTrpc({
    'account.region': () => ({ region: null }),
    'services.list': () => ({ region: 'US', content: [] }),
    'account.delete': handler,
  });
  vi.stubGlobal('fetch', trpc.fetch);
  return trpc;
}

async function pressDeleteTwice(password?: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Press again to confirm');
  if (password !== undefined) {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: password } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('deleting the account', () => {
  it('asks for the current password on the confirming press and sends it', async () => {
    const trpc = serveDelete(() => ({ message: 'Account deleted' }));
    renderApp('/profile', testUser);

    await pressDeleteTwice('my current secret');

    expect(await screen.findByRole('heading', { name: 'Your account is deleted' })).toBeTruthy();
    expect(trpc.calls.find((call) => call.procedure === 'account.delete')?.input).toEqual({
      currentPassword: 'my current secret',
    });
  });

  it("sends no password when the field is left empty, and shows the server's refusal", async () => {
    const trpc = serveDelete(() => {
      throw new FakeTrpcError(SIGN_IN_AGAIN, 403, 'FORBIDDEN');
    });
    renderApp('/profile', testUser);

    await pressDeleteTwice();

    expect(await screen.findByText(SIGN_IN_AGAIN)).toBeTruthy();
    await waitFor(() =>
      expect(trpc.calls.find((call) => call.procedure === 'account.delete')?.input).toEqual({}),
    );
    expect(screen.queryByRole('heading', { name: 'Your account is deleted' })).toBeNull();
  });
});
