import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { messageOf } from './toasts';

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
