import { describe, expect, it } from 'vitest';
import { formatRuntime } from './runtime';

describe('runtimes', () => {
  it('are minutes in the page language, with its own unit', () => {
    expect(formatRuntime(112)).toBe('112 min');
    expect(formatRuntime(112, 'de')).toBe('112 Min.');
    expect(formatRuntime(112, 'ja')).toBe('112 分');
  });
});
