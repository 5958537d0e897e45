import { act, renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageOf, toasterProps, useToasterProps } from './toasts';

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
  function stubScreen(initiallyWide: boolean) {
    const listeners = new Set<() => void>();
    const screen = { wide: initiallyWide };
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 1024px)' && screen.wide;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    return {
      resize(wide: boolean) {
        screen.wide = wide;
        for (const listener of listeners) listener();
      },
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('sits at the bottom centre above the navigation bar on a phone, bottom-right once the screen is wide, above the chat button', () => {
    const screen = stubScreen(false);
    const { result } = renderHook(() => useToasterProps());
    expect(result.current.position).toBe('bottom-center');
    expect(result.current.containerStyle.bottom).toContain('safe-area-inset-bottom');
    act(() => screen.resize(true));
    expect(result.current.position).toBe('bottom-right');
    expect(result.current.containerStyle.bottom).toBe('88px');
  });

  it('never sits at the top, where page headings are', () => {
    for (const wide of [false, true]) expect(toasterProps(wide).position).toMatch(/^bottom-/);
  });
});
