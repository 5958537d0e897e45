import { SESSION_KEYS } from '@kinora/domain';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdblockTip, useLightsOff, useSourceIndex } from './player-hooks';

describe('useAdblockTip', () => {
  it('shows on the first player of a session only, dismissed or not', () => {
    const first = renderHook(() => useAdblockTip());
    expect(first.result.current.isVisible).toBe(true);
    act(() => first.result.current.dismiss());
    expect(first.result.current.isVisible).toBe(false);
    first.unmount();

    expect(renderHook(() => useAdblockTip()).result.current.isVisible).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_KEYS.ADBLOCK_TIP_SHOWN)).toBe('true');
  });
});

describe('useLightsOff', () => {
  it('toggles, and Escape turns the lights back on', () => {
    const { result } = renderHook(() => useLightsOff());
    act(() => result.current.toggle());
    expect(result.current.isOff).toBe(true);

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(result.current.isOff).toBe(false);
  });
});

describe('useSourceIndex', () => {
  it('remembers the chosen source for the session and clamps it to the sources offered', () => {
    const four = ['A', 'B', 'C', 'D'];
    const first = renderHook(() => useSourceIndex(four));
    expect(first.result.current[0]).toBe(0);
    act(() => first.result.current[1](3));
    expect(first.result.current[0]).toBe(3);
    first.unmount();

    expect(renderHook(() => useSourceIndex(four)).result.current[0]).toBe(3);
    expect(renderHook(() => useSourceIndex(['A', 'B'])).result.current[0]).toBe(1);
    expect(window.sessionStorage.getItem(SESSION_KEYS.PLAYER_SOURCE_INDEX)).toBe('3');
  });

  it('resumes a title with the source last chosen for it, by name, whatever the tab chose since', () => {
    const names = ['A', 'B', 'C'];
    const movie = renderHook(() => useSourceIndex(names, 'movie:1'));
    act(() => movie.result.current[1](2));
    movie.unmount();
    const other = renderHook(() => useSourceIndex(names, 'movie:2'));
    act(() => other.result.current[1](1));
    other.unmount();

    expect(renderHook(() => useSourceIndex(names, 'movie:1')).result.current[0]).toBe(2);
    // Today's list has the source elsewhere: the name, not the position, is what was remembered.
    expect(renderHook(() => useSourceIndex(['C', 'A'], 'movie:1')).result.current[0]).toBe(0);
    expect(renderHook(() => useSourceIndex(names, 'movie:3')).result.current[0]).toBe(1);
  });

  it('finds the remembered source once the operator sources arrive after the first render', () => {
    const first = renderHook(() => useSourceIndex(['A', 'B', 'C'], 'tv:9'));
    act(() => first.result.current[1](2));
    first.unmount();
    const later = renderHook(({ names }) => useSourceIndex(names, 'tv:9'), {
      initialProps: { names: ['A'] },
    });
    expect(later.result.current[0]).toBe(0);
    later.rerender({ names: ['A', 'B', 'C'] });
    expect(later.result.current[0]).toBe(2);
  });
});
