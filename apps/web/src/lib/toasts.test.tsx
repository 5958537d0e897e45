import { act, render, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { formToasts, messageOf, TOASTER_PROPS } from './toasts';

const serverAnswer = { error: { message: 'Email already exists', code: -32000, data: { httpStatus: 409 } } };

describe('messageOf', () => {
  it("is the server's message when the server answered", () => {
    expect(messageOf(TRPCClientError.from(serverAnswer))).toBe('Email already exists');
  });

  it("is 'an error occured' when no server answered", () => {
    expect(messageOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe('an error occured');
  });

  it('is the given fallback for anything else', () => {
    expect(messageOf(new Error('boom'), 'Logout failed')).toBe('Logout failed');
  });
});

describe('where toasts appear', () => {
  it('sits at the top centre on every screen, as the product specifies', () => {
    expect(TOASTER_PROPS.position).toBe('top-center');
    expect(TOASTER_PROPS.gutter).toBe(8);
    expect(TOASTER_PROPS.toastOptions.style.maxWidth).toBe(350);
  });
});

describe('formToasts', () => {
  const shown = () => screen.queryAllByRole('status').map((toast) => toast.textContent);

  it("replaces a form's stale toast with its new outcome instead of stacking both", async () => {
    render(<Toaster {...TOASTER_PROPS} />);
    act(() => {
      formToasts('password-reset').errorText('Account not found. Please enter a valid email address.');
    });
    expect(await screen.findByText('Account not found. Please enter a valid email address.')).toBeTruthy();
    act(() => {
      formToasts('password-reset').success('Account found. Redirecting to password reset...');
    });
    expect(await screen.findByText('Account found. Redirecting to password reset...')).toBeTruthy();
    expect(shown()).toEqual(['Account found. Redirecting to password reset...']);
  });

  it("leaves other forms' toasts alone", async () => {
    render(<Toaster {...TOASTER_PROPS} />);
    act(() => {
      formToasts('sign-in').errorText('Invalid credentials');
      formToasts('chat').errorText('The assistant is busy');
    });
    expect(await screen.findByText('The assistant is busy')).toBeTruthy();
    expect(shown()).toHaveLength(2);
  });
});
