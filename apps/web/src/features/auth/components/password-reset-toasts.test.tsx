import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError } from '@/test/fake-trpc';
import { PRIMARY } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const NOT_FOUND = 'Account not found. Please enter a valid email address.';
const FOUND = 'Account found. Redirecting to password reset...';

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

const toasts = () => screen.queryAllByRole('status').map((toast) => toast.textContent);

describe('the password reset says one thing at a time', () => {
  it("replaces 'Account not found' with 'Account found' instead of showing both", async () => {
    const api = createFakeTrpc({
      'auth.requestReset': ({ email }: { email: string }) => {
        if (email !== 'ada@example.com') throw new FakeTrpcError(NOT_FOUND, 400);
        return { message: FOUND };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/forgotpassword', null);

    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();

    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(FOUND)).toBeTruthy();
    expect(toasts()).toEqual([FOUND]);
    expect(api.callsOf('auth.requestReset')).toEqual([
      { email: 'nobody@example.com' },
      { email: 'ada@example.com' },
    ]);
  });

  it("replaces 'The code is not correct' with the success of the next try", async () => {
    window.sessionStorage.setItem(SESSION_KEYS.RESET_EMAIL, 'ada@example.com');
    const api = createFakeTrpc({
      'auth.resetPassword': ({ code }: { code: string }) => {
        if (code !== '123456') throw new FakeTrpcError('The code is not correct', 400);
        return { message: 'Password changed successfully' };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/changepassword', null);

    const code = await screen.findByLabelText('Code from the e-mail');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a long new password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'a long new password' },
    });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The code is not correct')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(toasts()).toEqual(['Password changed successfully']);
    expect(api.callsOf('auth.resetPassword')).toHaveLength(2);
  });
});
