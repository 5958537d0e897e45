import { SEARCH } from '@kinora/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search debounce', () => {
  it('passes the text on only 250 ms after typing stops', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text, SEARCH.DEBOUNCE_MS), {
      initialProps: { text: '' },
    });

    rerender({ text: 'd' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ text: 'du' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ text: 'dun' });
    act(() => vi.advanceTimersByTime(SEARCH.DEBOUNCE_MS - 1));

    expect(result.current).toBe('');

    act(() => vi.advanceTimersByTime(1));

    expect(result.current).toBe('dun');
  });

  it('starts with the value it is given, so a remembered query searches at once', () => {
    const { result } = renderHook(() => useDebouncedValue('dune', SEARCH.DEBOUNCE_MS));

    expect(result.current).toBe('dune');
  });
});
