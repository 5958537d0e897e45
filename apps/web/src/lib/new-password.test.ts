import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password';

describe('newPasswordProblem', () => {
  it('asks for a password first, then for the same one twice', () => {
    expect(newPasswordProblem('', '')).toBe("password can't be empty");
    expect(newPasswordProblem('', 'something')).toBe("password can't be empty");
    expect(newPasswordProblem('long enough', 'long enougH')).toBe('Passwords do not match');
  });

  it('leaves the length to the server: a short password that matches goes through', () => {
    expect(newPasswordProblem('short', 'short')).toBeNull();
  });
});
