import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_ANSWER_TIMEOUT_MS, useHostReach } from './use-host-reach';

describe('useHostReach', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the host root opaquely, without cookies or referrer, and is reachable once any answer comes', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useHostReach('https://host.example/embed/1?x=2'));
    expect(result.current).toBe('checking');
    await waitFor(() => expect(result.current).toBe('reachable'));
    expect(fetch).toHaveBeenCalledWith(
      'https://host.example/',
      expect.objectContaining({ mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer' }),
    );
  });

  it('is unreachable when no answer arrives at all', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useHostReach('https://down.example/embed/1'));
    await waitFor(() => expect(result.current).toBe('unreachable'));
  });

  it('gives up on a host that never answers', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { result } = renderHook(() => useHostReach('https://slow.example/'));
    act(() => vi.advanceTimersByTime(HOST_ANSWER_TIMEOUT_MS - 1));
    expect(result.current).toBe('checking');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('unreachable');
  });

  it('asks nothing for our own preview, and starts over for a new source', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const { result, rerender } = renderHook(({ url }) => useHostReach(url), {
      initialProps: { url: null as string | null },
    });
    expect(result.current).toBe('reachable');
    expect(fetch).not.toHaveBeenCalled();
    rerender({ url: 'https://a.example/' });
    await waitFor(() => expect(result.current).toBe('unreachable'));
    fetch.mockResolvedValue(new Response(null));
    rerender({ url: 'https://b.example/' });
    expect(result.current).toBe('checking');
    await waitFor(() => expect(result.current).toBe('reachable'));
  });
});
